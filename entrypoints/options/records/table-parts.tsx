// Pieces every report and record table shares: sortable headers, loading / empty / error states, amounts.
import type { ComponentChildren } from 'preact';
import { ErrorAlert } from '../../../components/error-alert';
import { Money } from '../../../components/money';
import { StatusMessage } from '../../../components/status-message';
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
