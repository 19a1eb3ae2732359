// What every sortable, paged report shares: its sort, its page (back to 1 when the range, search or sort
// changes) and the request for the current page, sent by the report's own fetch function.
import { useMemo, useState } from 'preact/hooks';
import type { SortOrder, SortState } from '../../../components/list/table-parts';
import { type PageParams, usePagedRequest } from '../../../components/list/use-filtered-list';
import type { InputOf } from '../../protocol';
import type { DateRange } from './range';
import { REPORT_PER_PAGE } from './report-limits';

type ReportName = 'performanceReport' | 'campaignReport' | 'earningsReport' | 'unmonetizedTraffic';
export type SortOf<N extends ReportName> = InputOf<N> extends { sort?: infer S } ? Extract<S, string> : never;

/** The request of a report page. */
export interface ReportRequest<K extends string> extends PageParams {
  start_date: string;
  end_date: string;
  search?: string;
  campaign_id?: number;
  channel_id?: number;
  sort: K;
  order: SortOrder;
}

/** One campaign and/or one channel (performance and campaign reports take both). */
export interface ReportScope {
  campaign_id?: number;
  channel_id?: number;
}

export function useReport<K extends string, R>(
  fetch: (params: ReportRequest<K>) => Promise<R>,
  range: DateRange,
  initialSort: SortState<NoInfer<K>>,
  search = '',
  scope: ReportScope = {},
) {
  const [sort, setSort] = useState(initialSort);
  const params = useMemo(
    () => ({
      start_date: range.from,
      end_date: range.to,
      ...(search ? { search } : {}),
      ...(scope.campaign_id !== undefined ? { campaign_id: scope.campaign_id } : {}),
      ...(scope.channel_id !== undefined ? { channel_id: scope.channel_id } : {}),
      sort: sort.sort,
      order: sort.order,
    }),
    [range.from, range.to, search, sort, scope.campaign_id, scope.channel_id],
  );
  const { request, setPage } = usePagedRequest(fetch, params, REPORT_PER_PAGE);
  return { request, setPage, sort: { state: sort, onSort: setSort } };
}
