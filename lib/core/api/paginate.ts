// The one page walker: asks for page 1, 2, ... of a list until `meta.next_page` is null, e.g.
//   for await (const page of paginate(client.listCampaigns, { q: 'shoes' }, { perPage: PER_PAGE_MAX.listCampaigns }))
// The campaign index, the sales sync (resuming at a stored page), the channel lists and the options page's CSV
// export all walk lists with it. A next page that does not move forward, more than `maxPages` pages or a page past
// `lastPage` is a bad_response error; an aborted walk throws an AbortError.
import { t } from '../i18n';
import { badResponseError, tooManyPagesError } from './bad-response';
import type { Meta, Page } from './schemas';

/** Stop after this many pages unless told otherwise: a server that never says `next_page: null` cannot loop forever. */
export const DEFAULT_MAX_PAGES = 200;

export interface PageProgress {
  /** The page being fetched now (1-based). */
  page: number;
  /** Known once the first page has answered; null before that. */
  totalPages: number | null;
  /** Records collected so far. */
  rows: number;
}

export interface WalkOptions {
  maxPages?: number;
  /** Stops the walk before the next page (an answer already on its way is not used). */
  signal?: AbortSignal;
  /** The first page to ask for (default 1). */
  firstPage?: number;
  /** The highest page number the walk may ask for, from an answer (say, its `total` plus a slack). */
  lastPage?: (meta: Meta) => number;
}

function abortError(): DOMException {
  return new DOMException(t('libExportCancelled'), 'AbortError');
}

export function isAbortError(e: unknown): boolean {
  return e instanceof DOMException && e.name === 'AbortError';
}

/** Yields each page (with its `meta`, for progress) of `fetchPage(1)`, `fetchPage(2)`, … */
export async function* walkPages<R extends Page<unknown, Meta>>(
  fetchPage: (page: number) => Promise<R>,
  { maxPages = DEFAULT_MAX_PAGES, signal, firstPage = 1, lastPage }: WalkOptions = {},
): AsyncGenerator<R, void, undefined> {
  let page = firstPage;
  for (let fetched = 1; ; fetched++) {
    if (signal?.aborted) throw abortError();
    const result = await fetchPage(page);
    if (signal?.aborted) throw abortError();
    yield result;
    const next = result.meta.next_page;
    if (next === null) return;
    if (next <= page) throw badResponseError(t('apiDetailPageBackwards', page, next));
    if (fetched >= maxPages) throw tooManyPagesError(maxPages);
    if (lastPage && next > lastPage(result.meta)) throw tooManyPagesError(page);
    page = next;
  }
}

export interface CollectOptions<T> extends WalkOptions {
  onProgress?: (progress: PageProgress) => void;
  /**
   * Identity of a record. Records that arrive while walking can shift later pages by a few rows, so a record
   * may come twice; with a key, the second copy is dropped.
   */
  key?: (row: T) => unknown;
}

export interface Collected<T> {
  data: T[];
  /** Records the server sent that did not fit their schema and were left out (summed over all pages). */
  skipped: number;
  pages: number;
}

/** Every record of every page, with progress and de-duplication. */
export async function collectPages<T>(
  fetchPage: (page: number) => Promise<Page<T, Meta>>,
  options: CollectOptions<T> = {},
): Promise<Collected<T>> {
  const { onProgress, key } = options;
  const data: T[] = [];
  const seen = new Set<unknown>();
  let skipped = 0;
  let pages = 0;
  let page = options.firstPage ?? 1;
  onProgress?.({ page, totalPages: null, rows: 0 });
  for await (const result of walkPages(fetchPage, options)) {
    pages++;
    const totalPages = Math.max(result.meta.total_pages, page);
    skipped += result.skipped;
    for (const row of result.data) {
      if (key) {
        const k = key(row);
        if (seen.has(k)) continue;
        seen.add(k);
      }
      data.push(row);
    }
    if (result.meta.next_page !== null && result.meta.next_page > page) {
      page = result.meta.next_page;
      onProgress?.({ page, totalPages, rows: data.length });
    }
  }
  return { data, skipped, pages };
}

export interface PaginateOptions extends WalkOptions {
  /** The page size to ask for: normally `PER_PAGE_MAX[operation]`. */
  perPage: number;
}

/** `| undefined`: the client's list methods take their params optionally, so that is what TypeScript infers. */
type PageInput = { page?: number; per_page?: number } | undefined;

/** walkPages over a client method and fixed parameters, at `perPage`, from `params.page` (default 1). */
export function paginate<P extends PageInput, R extends Page<unknown, Meta>>(
  fetchPage: (params: P) => Promise<R>,
  params: NoInfer<P>,
  { perPage, ...options }: PaginateOptions,
): AsyncGenerator<R, void, undefined> {
  return walkPages((page) => fetchPage({ ...params, page, per_page: perPage } as P), {
    firstPage: params?.page ?? 1,
    ...options,
  });
}

/** Every item of every page, and how many records did not fit their schema and were left out. */
export async function collectAll<P extends PageInput, R extends Page<unknown, Meta>>(
  fetchPage: (params: P) => Promise<R>,
  params: NoInfer<P>,
  { perPage, ...options }: PaginateOptions,
): Promise<{ data: R['data']; skipped: number }> {
  const { data, skipped } = await collectPages((page) => fetchPage({ ...params, page, per_page: perPage } as P), {
    firstPage: params?.page ?? 1,
    ...options,
  });
  return { data, skipped };
}

/** "Exporting page 3 of 12…" (or "Exporting page 1…" before the first answer). */
export function exportProgressText(p: PageProgress): string {
  return p.totalPages === null ? t('libExportingPage', p.page) : t('libExportingPageOf', p.page, p.totalPages);
}
