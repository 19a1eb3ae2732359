import { useState } from 'preact/hooks';
import { Money } from '../../../components/money';
import { Pager } from '../../../components/pager';
import { useSend } from '../../../components/send-context';
import { useRequest } from '../../../components/use-request';
import type { EARNINGS_SORTS } from '../../../lib/api/params';
import { ListState, SortHeader, type SortState, TableWrap } from '../records/table-parts';
import { usePage } from '../records/use-page';
import { EarningsChart } from './earnings-chart';
import { EARNINGS_STATUS_INFO, EARNINGS_STATUSES } from './earnings-series';
import type { DateRange } from './range';
import { REPORT_PER_PAGE } from './report-limits';

type Sort = (typeof EARNINGS_SORTS)[number];

/** What each status means (spec), with the chart's colour. */
export function EarningsLegend() {
  return (
    <dl class="legend" aria-label="What the earnings statuses mean">
      {EARNINGS_STATUSES.map((status) => (
        <div key={status}>
          <dt>
            <span class="swatch" style={{ background: EARNINGS_STATUS_INFO[status].color }} aria-hidden="true" />
            {EARNINGS_STATUS_INFO[status].label}
          </dt>
          <dd>{EARNINGS_STATUS_INFO[status].meaning}</dd>
        </div>
      ))}
      <div>
        <dt>Total</dt>
        <dd>all statuses together</dd>
      </div>
    </dl>
  );
}

/** Monthly earnings by status. 24 months at most fit one page of 100, so the chart has every month. */
export function EarningsReport({ range, currency: fallback }: { range: DateRange; currency: string }) {
  const send = useSend();
  const [sort, setSort] = useState<SortState<Sort>>({ sort: 'month', order: 'desc' });
  const [page, setPage] = usePage(`${range.from}|${range.to}|${sort.sort}|${sort.order}`);
  const report = useRequest(
    () =>
      send('reports.earnings', {
        start_date: range.from,
        end_date: range.to,
        sort: sort.sort,
        order: sort.order,
        page,
        per_page: REPORT_PER_PAGE,
      }),
    [range.from, range.to, sort.sort, sort.order, page],
  );
  const data = report.data;
  const currency = data?.meta.currency ?? fallback;
  const header = (label: string, key: Sort, num = true) => (
    <SortHeader key={key} label={label} sortKey={key} state={sort} onSort={setSort} num={num} />
  );
  const lastUpdate = data?.data.reduce<string | null>(
    (a, r) => (a === null || r.updated_at > a ? r.updated_at : a),
    null,
  );

  return (
    <div class="report">
      <ListState
        loading={report.loading}
        error={report.error}
        count={data?.data.length}
        noun="earnings"
        emptyText="No earnings in these months."
        onRetry={report.reload}
        skipped={data?.skipped}
      />
      {data && data.data.length > 0 && <EarningsChart rows={data.data} currency={currency} />}
      <EarningsLegend />
      {data && (
        <TableWrap>
          <table aria-label="Earnings" aria-busy={report.loading}>
            <thead>
              <tr>
                {header('Month', 'month', false)}
                {EARNINGS_STATUSES.map((s) => header(EARNINGS_STATUS_INFO[s].label, s))}
                {header('Total', 'total')}
              </tr>
            </thead>
            <tbody>
              {data.data.map((row) => (
                <tr key={row.month}>
                  <th scope="row">{row.month}</th>
                  {EARNINGS_STATUSES.map((s) => (
                    <td class="num" key={s}>
                      <Money amount={row[s]} currency={currency} />
                    </td>
                  ))}
                  <td class="num">
                    <Money amount={row.total} currency={currency} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr class="totals">
                <th scope="row">Total</th>
                {EARNINGS_STATUSES.map((s) => (
                  <td class="num" key={s}>
                    <Money amount={data.totals[s]} currency={currency} />
                  </td>
                ))}
                <td class="num">
                  <Money amount={data.totals.total} currency={currency} />
                </td>
              </tr>
            </tfoot>
          </table>
        </TableWrap>
      )}
      {lastUpdate && (
        <p class="muted note">
          Earnings are pre-aggregated and refreshed periodically; the latest recalculation of these months was at{' '}
          {lastUpdate}.
        </p>
      )}
      <Pager meta={data?.meta} onPage={setPage} noun="months" disabled={report.loading} />
    </div>
  );
}
