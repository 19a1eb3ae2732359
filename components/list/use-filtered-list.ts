// One list's life: draft form values -> checked params (or a problem naming the field) -> applied params ->
// the page, back to 1 whenever they change -> the request for that page.
import { useState } from 'preact/hooks';
import { type RequestState, useRequest } from '../use-request';
import type { FieldProblem, FilterResult } from './rules';
import { usePage } from './use-page';

/** What every paged request adds to its filter. */
export interface PageParams {
  page: number;
  per_page: number;
}

export interface PagedRequest<R> {
  page: number;
  setPage: (page: number) => void;
  request: RequestState<R>;
}

/**
 * The current page of `params`, asked for with `fetch` at `perPage` rows. A new `params` object asks again (the
 * same filter applied twice reloads it); the page goes back to 1 only when the params' values change.
 */
export function usePagedRequest<P extends object, R>(
  fetch: (params: P & PageParams) => Promise<R>,
  params: P,
  perPage: number,
  enabled = true,
): PagedRequest<R> {
  const [page, setPage] = usePage(JSON.stringify(params));
  const request = useRequest(() => fetch({ ...params, page, per_page: perPage }), [params, page], enabled);
  return { page, setPage, request };
}

export interface FilteredListOptions<D, P, R> {
  /** The form's first values (the API's defaults written out). */
  initialDraft: () => D;
  /** Draft -> request params, or the problem and the field it belongs to. Called when the filter is applied. */
  check: (draft: D) => FilterResult<P>;
  /** The params shown first when the first draft is refused; none (`{}`) unless given. */
  fallback?: (draft: D) => P;
  /** One page of the list: `(params) => api('listTransactions', params)`. */
  fetch: (params: P & PageParams) => Promise<R>;
  perPage: number;
  /** After a filter was applied (not when it was refused). */
  onApplied?: (params: P) => void;
}

export interface FilteredList<D, P, R> extends PagedRequest<R> {
  draft: D;
  /** A setter for one field of the draft. */
  set: <K extends keyof D>(key: K) => (value: D[K]) => void;
  /** The params of what is on screen. */
  applied: P;
  problem: FieldProblem | null;
  /** The problem's message when it belongs to `field`. */
  fieldError: (field: string) => string | undefined;
  /** The form's submit handler: checks the draft, then applies it or shows the problem. */
  apply: (e?: Event) => void;
}

export function useFilteredList<D, P extends object, R>(options: FilteredListOptions<D, P, R>): FilteredList<D, P, R> {
  const { check, fetch, perPage, onApplied } = options;
  const [draft, setDraft] = useState<D>(options.initialDraft);
  const [applied, setApplied] = useState<P>(() => {
    const first = check(draft);
    if (first.problem === undefined) return first.params;
    return options.fallback ? options.fallback(draft) : ({} as P);
  });
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const paged = usePagedRequest(fetch, applied, perPage);

  const set =
    <K extends keyof D>(key: K) =>
    (value: D[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  function apply(e?: Event) {
    e?.preventDefault();
    const result = check(draft);
    if (result.problem !== undefined) {
      setProblem({ message: result.problem, field: result.field });
      return;
    }
    setProblem(null);
    onApplied?.(result.params);
    setApplied(result.params);
  }

  const fieldError = (field: string) => (problem?.field === field ? problem.message : undefined);
  return { ...paged, draft, set, applied, problem, fieldError, apply };
}
