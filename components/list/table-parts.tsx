// Pieces every list table shares: sortable headers, loading / empty / error states, the scroll frame.
import type { ComponentChildren } from 'preact';
import { t, tPlural } from '../../lib/core/i18n';
import { ErrorAlert } from '../error-alert';
import { EmptyState, LoadingMessage, StatusMessage } from '../status-message';
import type { RequestState } from '../use-request';
import './list.css';

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
  /** The hint under the empty message, when it differs from "widen the dates or clear a filter". */
  emptyHint?: string;
  /** The loading line, when it says more than "Loading …" (which page of how many). */
  loadingText?: string;
  onRetry?: () => void;
  /** Records the server sent that did not fit and were left out. */
  skipped?: number;
}

/** Loading, error, empty and "some records left out" messages around a table. */
export function ListState({
  loading,
  error,
  count,
  noun,
  emptyText,
  emptyHint,
  loadingText,
  onRetry,
  skipped,
}: ListStateProps) {
  return (
    <>
      {error !== undefined && <ErrorAlert error={error} onRetry={onRetry} accountHref="#account" />}
      {loading && (
        <LoadingMessage>
          {loadingText ?? (count === undefined ? t('recordsLoading', noun) : t('recordsUpdating', noun))}
        </LoadingMessage>
      )}
      {!loading && error === undefined && count === 0 && (
        <EmptyState hint={emptyHint ?? t('recordsEmptyHint')}>{emptyText ?? t('recordsNoMatches', noun)}</EmptyState>
      )}
      {skipped !== undefined && skipped > 0 && <StatusMessage>{tPlural(skipped, 'recordsSkipped')}</StatusMessage>}
    </>
  );
}

/** ListState for a request whose answer is a page of records (`data` and the count of `skipped` ones). */
export function PageState({
  request,
  ...words
}: {
  request: RequestState<{ data: readonly unknown[]; skipped?: number }>;
} & Pick<ListStateProps, 'noun' | 'emptyText' | 'emptyHint' | 'loadingText'>) {
  return (
    <ListState
      {...words}
      loading={request.loading}
      error={request.error}
      count={request.data?.data.length}
      onRetry={request.reload}
      skipped={request.data?.skipped}
    />
  );
}

/** A horizontally scrollable frame for wide tables. */
export function TableWrap({ children }: { children: ComponentChildren }) {
  return <div class="table-wrap">{children}</div>;
}
