import { Money } from '../../../components/money';
import { Pager } from '../../../components/pager';
import { formatCount, formatPercent } from '../../../lib/format/money';
import { t } from '../../../lib/i18n';
import { PageState, TableWrap } from '../records/table-parts';
import { PerformanceChart } from './performance-chart';
import type { DateRange } from './range';
import { useReport } from './use-report';

/**
 * Daily performance. A range is at most 91 days and a page holds 100, so the chart (drawn from the page's rows)
 * always has every day of the range.
 */
export function PerformanceReport({ range, currency: fallback }: { range: DateRange; currency: string }) {
  const { report, data, setPage, header } = useReport('reports.performance', range, { sort: 'date', order: 'desc' });
  const currency = data?.meta.currency ?? fallback;

  return (
    <div class="report">
      <PageState request={report} noun={t('reportsPerformanceFigures')} emptyText={t('reportsNoClicksOrSales')} />
      {data && data.data.length > 0 && <PerformanceChart rows={data.data} currency={currency} />}
      {data && (
        <TableWrap>
          <table aria-label={t('reportsPerformance')} aria-busy={report.loading}>
            <thead>
              <tr>
                {header(t('reportsDate'), 'date', false)}
                {header(t('reportsClicks'), 'clicks')}
                {header(t('reportsTransactions'), 'transactions')}
                {header(t('reportsCommission'), 'commission')}
                {header(t('reportsSaleAmount'), 'sale_amount')}
                {header(t('reportsCr'), 'cr')}
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
                <th scope="row">{t('reportsTotal')}</th>
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
      <Pager meta={data?.meta} onPage={setPage} noun={t('reportsDays2')} disabled={report.loading} />
    </div>
  );
}
