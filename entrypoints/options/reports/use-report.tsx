// What every sortable, paged report shares: its sort, its page (back to 1 when the range or sort changes), the
// request for the current page and the sortable column headers.
import { useState } from 'preact/hooks';
import { useApi } from '../../../components/send-context';
import { useRequest } from '../../../components/use-request';
import type { InputOf } from '../../../lib/messaging/protocol';
import { SortHeader, type SortState } from '../records/table-parts';
import { usePage } from '../records/use-page';
import type { DateRange } from './range';
import { REPORT_PER_PAGE } from './report-limits';

type ReportName = 'performanceReport' | 'campaignReport' | 'earningsReport' | 'unmonetizedTraffic';
export type SortOf<N extends ReportName> = InputOf<N> extends { sort?: infer S } ? Extract<S, string> : never;

export function useReport<N extends ReportName>(
  name: N,
  range: DateRange,
  initialSort: SortState<SortOf<N>>,
  search = '',
) {
  const api = useApi();
  const [sort, setSort] = useState(initialSort);
  const [page, setPage] = usePage(`${range.from}|${range.to}|${sort.sort}|${sort.order}|${search}`);
  const report = useRequest(
    () =>
      api(name, {
        start_date: range.from,
        end_date: range.to,
        ...(search ? { search } : {}),
        sort: sort.sort,
        order: sort.order,
        page,
        per_page: REPORT_PER_PAGE,
      } as unknown as InputOf<N>),
    [name, range.from, range.to, search, sort.sort, sort.order, page],
  );
  const header = (label: string, key: SortOf<N>, num = true) => (
    <SortHeader key={key} label={label} sortKey={key} state={sort} onSort={setSort} num={num} />
  );
  return { report, data: report.data, setPage, sort, header };
}
