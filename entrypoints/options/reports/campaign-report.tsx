import { useState } from 'preact/hooks';
import { Money } from '../../../components/money';
import { Pager } from '../../../components/pager';
import { useSend } from '../../../components/send-context';
import { useRequest } from '../../../components/use-request';
import type { CAMPAIGN_REPORT_SORTS } from '../../../lib/api/params';
import { formatCount, formatPercent } from '../../../lib/format/money';
import { ListState, SortHeader, type SortState, TableWrap } from '../records/table-parts';
import { usePage } from '../records/use-page';
import type { DateRange } from './range';
import { REPORT_PER_PAGE } from './report-limits';

type Sort = (typeof CAMPAIGN_REPORT_SORTS)[number];

/** One row per campaign and channel; "Campaign" and "Channel" sort by their IDs (the API's sort keys). */
export function CampaignReport({ range, currency: fallback }: { range: DateRange; currency: string }) {
  const send = useSend();
  const [sort, setSort] = useState<SortState<Sort>>({ sort: 'clicks', order: 'desc' });
  const [page, setPage] = usePage(`${range.from}|${range.to}|${sort.sort}|${sort.order}`);
  const report = useRequest(
    () =>
      send('reports.campaigns', {
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
        noun="campaign figures"
        emptyText="No campaign had clicks or sales in this range."
        onRetry={report.reload}
        skipped={data?.skipped}
      />
      {data && (
        <TableWrap>
          <table aria-label="Campaign report" aria-busy={report.loading}>
            <thead>
              <tr>
                {header('Campaign', 'campaign_id', false)}
                {header('Channel', 'channel_id', false)}
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
                <tr key={`${row.campaign_id}:${row.channel_id ?? ''}`}>
                  <th scope="row">
                    {row.campaign_name} <span class="muted">#{row.campaign_id}</span>
                    {row.campaign_type && <span class="tag">{row.campaign_type}</span>}
                  </th>
                  <td>{row.channel_name ?? (row.channel_id === null ? '—' : `#${row.channel_id}`)}</td>
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
                <th scope="row" colSpan={2}>
                  Total (all pages)
                </th>
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
      <Pager meta={data?.meta} onPage={setPage} noun="rows" disabled={report.loading} />
    </div>
  );
}
