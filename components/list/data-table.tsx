// A table described by its columns, and the same table with its loading / empty / error lines and its pager.
import { type ComponentChildren, Fragment } from 'preact';
import type { Meta } from '../../lib/core/api/schemas';
import { Pager } from '../pager';
import type { RequestState } from '../use-request';
import { PageState, SortHeader, type SortState, TableWrap } from './table-parts';

export interface Column<R, F = never, K extends string = string> {
  /** The header's words. */
  label: string;
  /** Right-aligned figures (header and cells). */
  num?: boolean;
  /** The header's words are for screen readers only. */
  hidden?: boolean;
  /** The cell names its row (`<th scope="row">`). */
  rowHeader?: boolean;
  /** A class of the cells (besides `num`). */
  class?: string;
  /** The API sort key this column's header sorts by (with the table's `sort`). */
  sortKey?: K;
  cell: (row: R) => ComponentChildren;
  /**
   * The column's cell in the totals row. The columns before the first one that has it make one row header
   * holding the totals' label.
   */
  total?: (totals: F) => ComponentChildren;
}

export interface TableProps<R, F = never, K extends string = string> {
  /** The table's accessible name. */
  label: string;
  /** Name it with a visually hidden caption instead of `aria-label`. */
  caption?: boolean;
  /** Name it with a caption on screen, the table's title. */
  titled?: boolean;
  /** Each cell of a labelled column carries its header (`data-label`), for a narrow page that stacks a row. */
  labelCells?: boolean;
  class?: string;
  /** `false` leaves a column out (a column only some keys may use). */
  columns: readonly (Column<R, F, K> | false)[];
  rowKey: (row: R, index: number) => string | number;
  sort?: { state: SortState<K>; onSort: (next: SortState<K>) => void };
  totals?: { label: string; values: F };
  /** Rows under a row: its details, a confirmation. */
  after?: (row: R) => ComponentChildren;
  /** Rows above a row (a group's heading), given the row before it on the page. */
  before?: (row: R, previous: R | undefined) => ComponentChildren;
  /** A class of a row. */
  rowClass?: (row: R) => string | undefined;
  /** Leave out the horizontally scrolling frame. */
  bare?: boolean;
}

function cls(...names: (string | false | undefined)[]): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}

/** `<table>`: a header row from the columns' labels, a row per record, and the totals row when given. */
export function DataTable<R, F = never, K extends string = string>({
  label,
  caption,
  titled,
  class: className,
  columns,
  rows,
  rowKey,
  sort,
  totals,
  after,
  before,
  rowClass,
  labelCells,
  bare,
  busy,
}: TableProps<R, F, K> & { rows: readonly R[]; busy?: boolean }) {
  const shown = columns.filter((c): c is Column<R, F, K> => c !== false);
  const lead = shown.findIndex((c) => c.total !== undefined);
  const table = (
    <table class={className} aria-label={caption || titled ? undefined : label} aria-busy={busy}>
      {(caption || titled) && <caption class={titled ? undefined : 'visually-hidden'}>{label}</caption>}
      <thead>
        <tr>
          {shown.map((c, i) =>
            sort && c.sortKey !== undefined ? (
              <SortHeader
                key={c.sortKey}
                label={c.label}
                sortKey={c.sortKey}
                state={sort.state}
                onSort={sort.onSort}
                num={c.num}
              />
            ) : (
              <th key={i} scope="col" class={c.num ? 'num' : undefined}>
                {c.hidden ? <span class="visually-hidden">{c.label}</span> : c.label}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const cells = shown.map((c, i) => {
            const className = cls(c.num && 'num', c.class);
            return c.rowHeader ? (
              <th key={i} scope="row" class={className}>
                {c.cell(row)}
              </th>
            ) : (
              <td key={i} class={className} data-label={labelCells && !c.hidden ? c.label : undefined}>
                {c.cell(row)}
              </td>
            );
          });
          if (!after && !before)
            return (
              <tr key={rowKey(row, index)} class={rowClass?.(row)}>
                {cells}
              </tr>
            );
          return (
            <Fragment key={rowKey(row, index)}>
              {before?.(row, rows[index - 1])}
              <tr class={rowClass?.(row)}>{cells}</tr>
              {after?.(row)}
            </Fragment>
          );
        })}
      </tbody>
      {totals && lead > 0 && (
        <tfoot>
          <tr class="totals">
            <th scope="row" colSpan={lead > 1 ? lead : undefined}>
              {totals.label}
            </th>
            {shown.slice(lead).map((c, i) => (
              <td key={i} class={c.num ? 'num' : undefined}>
                {c.total?.(totals.values)}
              </td>
            ))}
          </tr>
        </tfoot>
      )}
    </table>
  );
  return bare ? table : <TableWrap>{table}</TableWrap>;
}

/** A request whose answer is a page of rows. */
export type PageRequest<R> = RequestState<{ data: readonly R[]; meta: Meta; skipped?: number }>;

export interface ListTableProps<R, F, K extends string> extends TableProps<R, F, K> {
  request: PageRequest<R>;
  onPage: (page: number) => void;
  /** What the rows are: the pager's name ("Pages of transactions") and, unless `stateNoun`, the state lines. */
  noun: string;
  /** The number of rows in words, for the pager ("183 transactions"). */
  count: (n: number) => string;
  /** The noun of "Loading …" and "No … match these filters." when it differs from the pager's. */
  stateNoun?: string;
  emptyText?: string;
  /** Lines that replace the loading / empty / error / skipped ones. */
  state?: ComponentChildren;
  /** Show the table for a page without rows (the reports: their totals). */
  keepEmpty?: boolean;
  /** Between the state lines and the table (a chart). */
  beforeTable?: ComponentChildren;
  /** Between the table and the pager (a note on the rows). */
  afterTable?: ComponentChildren;
}

/** The end of every list: its state lines, its table (once there are rows) and its pager. */
export function ListTable<R, F = never, K extends string = string>({
  request,
  onPage,
  noun,
  count,
  stateNoun,
  emptyText,
  state,
  keepEmpty,
  beforeTable,
  afterTable,
  ...table
}: ListTableProps<R, F, K>) {
  const data = request.data;
  return (
    <>
      {state ?? <PageState request={request} noun={stateNoun ?? noun} emptyText={emptyText} />}
      {beforeTable}
      {data && (keepEmpty || data.data.length > 0) && (
        <DataTable<R, F, K> {...table} rows={data.data} busy={request.loading} />
      )}
      {afterTable}
      <Pager meta={data?.meta} onPage={onPage} noun={noun} count={count} disabled={request.loading} />
    </>
  );
}
