// The end of every report: its page's state lines, its sortable table (kept with no rows, for its totals), the
// totals of all pages where the API sends them, and its pager.
import type { ComponentChildren } from 'preact';
import { ListTable, type ListTableProps } from '../../../components/list/data-table';
import type { SortState } from '../../../components/list/table-parts';
import type { RequestState } from '../../../components/use-request';
import type { Meta } from '../../../lib/api/schemas';

/** What `useReport` gives a report. */
export interface ReportState<R, F, K extends string> {
  request: RequestState<{ data: readonly R[]; meta: Meta & { currency?: string }; totals?: F; skipped?: number }>;
  setPage: (page: number) => void;
  sort: { state: SortState<K>; onSort: (next: SortState<K>) => void };
}

/** The report's currency (its `meta`), else the account's. */
export function reportCurrency(
  report: Pick<ReportState<unknown, unknown, never>, 'request'>,
  fallback: string,
): string {
  return report.request.data?.meta.currency ?? fallback;
}

type Props<R, F, K extends string> = Omit<
  ListTableProps<R, F, K>,
  'request' | 'onPage' | 'sort' | 'totals' | 'keepEmpty'
> & {
  report: ReportState<R, F, K>;
  /** The totals row's label, for a report whose answer has totals. */
  totalsLabel?: string;
  /** Above the table: the report's own search. */
  children?: ComponentChildren;
};

export function ReportTable<R, F = never, K extends string = string>({
  report,
  totalsLabel,
  children,
  ...table
}: Props<R, F, K>) {
  const totals = report.request.data?.totals;
  return (
    <div class="report">
      {children}
      <ListTable<R, F, K>
        {...table}
        request={report.request}
        onPage={report.setPage}
        sort={report.sort}
        keepEmpty
        totals={totalsLabel !== undefined && totals !== undefined ? { label: totalsLabel, values: totals } : undefined}
      />
    </div>
  );
}
