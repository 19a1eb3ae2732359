// What every sortable, paged report shares: its sort, its page (back to 1 when the range or sort changes), the
// request for the current page and the sortable column headers.
import { useState } from 'preact/hooks';
import { useSend } from '../../../components/send-context';
import { useRequest } from '../../../components/use-request';
import type { RequestOf } from '../../../lib/messaging/protocol';
import { SortHeader, type SortState } from '../records/table-parts';
import { usePage } from '../records/use-page';
import type { DateRange } from './range';
import { REPORT_PER_PAGE } from './report-limits';

type ReportName = 'reports.performance' | 'reports.campaigns' | 'reports.earnings' | 'reports.unmonetized';
export type SortOf<N extends ReportName> = NonNullable<RequestOf<N>['sort']>;

export function useReport<N extends ReportName>(
  name: N,
  range: DateRange,
  initialSort: SortState<SortOf<N>>,
  search = '',
) {
  const send = useSend();
  const [sort, setSort] = useState(initialSort);
  const [page, setPage] = usePage(`${range.from}|${range.to}|${sort.sort}|${sort.order}|${search}`);
  const report = useRequest(
    () =>
      send(name, {
        start_date: range.from,
        end_date: range.to,
        ...(search ? { search } : {}),
        sort: sort.sort,
        order: sort.order,
        page,
        per_page: REPORT_PER_PAGE,
      } as RequestOf<N>),
    [name, range.from, range.to, search, sort.sort, sort.order, page],
  );
  const header = (label: string, key: SortOf<N>, num = true) => (
    <SortHeader key={key} label={label} sortKey={key} state={sort} onSort={setSort} num={num} />
  );
  return { report, data: report.data, setPage, sort, header };
}
