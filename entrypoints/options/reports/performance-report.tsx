import { useState } from 'preact/hooks';
import { Money } from '../../../components/money';
import { Pager } from '../../../components/pager';
import { useSend } from '../../../components/send-context';
import { useRequest } from '../../../components/use-request';
import type { PERFORMANCE_SORTS } from '../../../lib/api/params';
import { formatCount, formatPercent } from '../../../lib/format/money';
import { ListState, SortHeader, type SortState, TableWrap } from '../records/table-parts';
import { usePage } from '../records/use-page';
import { PerformanceChart } from './performance-chart';
import type { DateRange } from './range';
import { REPORT_PER_PAGE } from './report-limits';

type Sort = (typeof PERFORMANCE_SORTS)[number];

/**
 * Daily performance. A range is at most 91 days and a page holds 100, so the chart (drawn from the page's rows)
 * always has every day of the range.
 */
export function PerformanceReport({ range, currency: fallback }: { range: DateRange; currency: string }) {
  const send = useSend();
  const [sort, setSort] = useState<SortState<Sort>>({ sort: 'date', order: 'desc' });
  const [page, setPage] = usePage(`${range.from}|${range.to}|${sort.sort}|${sort.order}`);
  const report = useRequest(
    () =>
      send('reports.performance', {
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

  return (
    <div class="report">
      <ListState
        loading={report.loading}
        error={report.error}
        count={data?.data.length}
        noun="performance figures"
        emptyText="No clicks or sales in this range."
        onRetry={report.reload}
        skipped={data?.skipped}
      />
      {data && data.data.length > 0 && <PerformanceChart rows={data.data} currency={currency} />}
      {data && (
        <TableWrap>
          <table aria-label="Performance" aria-busy={report.loading}>
            <thead>
              <tr>
                {header('Date', 'date', false)}
                {header('Clicks', 'clicks')}
                {header('Transactions', 'transactions')}
                {header('Commission', 'commission')}
                {header('Sale amount', 'sale_amount')}
                {header('CR (%)', 'cr')}
                {header('EPC', 'epc')}
              </tr>
            </thead>
            <tbody>
              {data.data.map((row) => (
                <tr key={row.date}>
                  <th scope="row">{row.date}</th>
                  <td class="num">{formatCount(row.clicks, currency)}</td>
                  <td class="num">{formatCount(row.transactions, currency)}</td>
                  <td class="num">
                    <Money amount={row.commission} currency={currency} />
                  </td>
                  <td class="num">
                    <Money amount={row.sale_amount} currency={currency} />
                  </td>
                  <td class="num">{formatPercent(row.cr)}</td>
                  <td class="num">
                    <Money amount={row.epc} currency={currency} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr class="totals">
                <th scope="row">Total</th>
                <td class="num">{formatCount(data.totals.clicks, currency)}</td>
                <td class="num">{formatCount(data.totals.transactions, currency)}</td>
                <td class="num">
                  <Money amount={data.totals.commission} currency={currency} />
                </td>
                <td class="num">
                  <Money amount={data.totals.sale_amount} currency={currency} />
                </td>
                <td class="num">{formatPercent(data.totals.cr)}</td>
                <td class="num">
                  <Money amount={data.totals.epc} currency={currency} />
                </td>
              </tr>
            </tfoot>
          </table>
        </TableWrap>
      )}
      <Pager meta={data?.meta} onPage={setPage} noun="days" disabled={report.loading} />
    </div>
  );
}
