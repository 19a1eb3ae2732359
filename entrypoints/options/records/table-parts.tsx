// Pieces every report and record table shares: sortable headers, loading / empty / error states, amounts.
import type { ComponentChildren } from 'preact';
import { ErrorAlert } from '../../../components/error-alert';
import { FormProblem } from '../../../components/form-problem';
import { Money } from '../../../components/money';
import { StatusMessage } from '../../../components/status-message';
import type { RequestState } from '../../../components/use-request';
import { t, tPlural } from '../../../lib/i18n';

export type SortOrder = 'asc' | 'desc';
export interface SortState<K extends string> {
  sort: K;
  order: SortOrder;
}

/** Activating the sorted column flips its order; another column starts descending (largest, newest first). */
export function nextSort<K extends string>(current: SortState<K>, key: K): SortState<K> {
  if (current.sort === key) return { sort: key, order: current.order === 'desc' ? 'asc' : 'desc' };
  return { sort: key, order: 'desc' };
}

interface SortHeaderProps<K extends string> {
  label: string;
  sortKey: K;
  state: SortState<K>;
  onSort: (next: SortState<K>) => void;
  num?: boolean;
  disabled?: boolean;
}

/** A column header that sorts by one of the API's sort keys; `aria-sort` tells which column is sorted. */
export function SortHeader<K extends string>({ label, sortKey, state, onSort, num, disabled }: SortHeaderProps<K>) {
  const active = state.sort === sortKey;
  const ariaSort = active ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <th scope="col" class={num ? 'num' : undefined} aria-sort={ariaSort}>
      <button type="button" class="sort" disabled={disabled} onClick={() => onSort(nextSort(state, sortKey))}>
        {label}
        <span aria-hidden="true" class="sort-mark">
          {active ? (state.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

interface ListStateProps {
  loading: boolean;
  error: unknown;
  /** Rows on screen, or undefined before the first answer. */
  count: number | undefined;
  /** "transactions", "days": used in "Loading transactions…" and "No transactions match these filters." */
  noun: string;
  emptyText?: string;
  onRetry?: () => void;
  /** Records the server sent that did not fit and were left out. */
  skipped?: number;
}

/** Loading, error, empty and "some records left out" messages around a table. */
export function ListState({ loading, error, count, noun, emptyText, onRetry, skipped }: ListStateProps) {
  return (
    <>
      {error !== undefined && <ErrorAlert error={error} onRetry={onRetry} accountHref="#account" />}
      {loading && (
        <StatusMessage>{count === undefined ? t('recordsLoading', noun) : t('recordsUpdating', noun)}</StatusMessage>
      )}
      {!loading && error === undefined && count === 0 && (
        <StatusMessage>{emptyText ?? t('recordsNoMatchTheseFilters', noun)}</StatusMessage>
      )}
      {skipped !== undefined && skipped > 0 && <StatusMessage>{tPlural(skipped, 'recordsSkipped')}</StatusMessage>}
    </>
  );
}

/** ListState for a request whose answer is a page of records (`data` and the count of `skipped` ones). */
export function PageState({
  request,
  noun,
  emptyText,
}: {
  request: RequestState<{ data: readonly unknown[]; skipped?: number }>;
  noun: string;
  emptyText?: string;
}) {
  return (
    <ListState
      loading={request.loading}
      error={request.error}
      count={request.data?.data.length}
      noun={noun}
      emptyText={emptyText}
      onRetry={request.reload}
      skipped={request.data?.skipped}
    />
  );
}

/** A filter value the form refused before sending: which field, and why. */
export function FilterProblem({ problem }: { problem: { field: string; message: string } | null | undefined }) {
  if (!problem) return null;
  return <FormProblem problem={{ field: problem.field, message: t('recordsNothingWasSent', problem.message) }} />;
}

/** A plain column; `num` right-aligns figures, `hidden` keeps the name for screen readers only; `false` is left out. */
export type Column = string | false | { label: string; num?: boolean; hidden?: boolean };

/** The header row of a table whose columns do not sort. */
export function HeaderRow({ columns }: { columns: Column[] }) {
  return (
    <tr>
      {columns.map((c, i) => {
        if (c === false) return null;
        const { label, num, hidden } = typeof c === 'string' ? { label: c } : c;
        return (
          <th key={i} scope="col" class={num ? 'num' : undefined}>
            {hidden ? <span class="visually-hidden">{label}</span> : label}
          </th>
        );
      })}
    </tr>
  );
}

/**
 * An amount that may be null (a transaction with no converted value in the account currency): a dash whose
 * reason is both in a tooltip and in text for screen readers.
 */
export function MaybeMoney({ amount, currency }: { amount: string | null; currency: string }) {
  if (amount !== null) return <Money amount={amount} currency={currency} />;
  const why = t('recordsNoConvertedValueExists', currency);
  return (
    <span title={why}>
      <span aria-hidden="true">—</span>
      <span class="visually-hidden">{why}</span>
    </span>
  );
}

/** A horizontally scrollable frame for wide tables. */
export function TableWrap({ children }: { children: ComponentChildren }) {
  return <div class="table-wrap">{children}</div>;
}
