import { Pager } from '../../../components/pager';
import { t, tPlural } from '../../../lib/i18n';
import { PageState, TableWrap } from '../records/table-parts';
import { FigureCells, figureHeaders } from './figure-cells';
import { PerformanceChart } from './performance-chart';
import type { DateRange } from './range';
import { useReport } from './use-report';

/**
 * Daily performance. A range is at most 91 days and a page holds 100, so the chart (drawn from the page's rows)
 * always has every day of the range.
 */
export function PerformanceReport({ range, currency: fallback }: { range: DateRange; currency: string }) {
  const { report, data, setPage, header } = useReport('performanceReport', range, { sort: 'date', order: 'desc' });
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
                {figureHeaders(header)}
              </tr>
            </thead>
            <tbody>
              {data.data.map((row) => (
                <tr key={row.date}>
                  <th scope="row">{row.date}</th>
                  <FigureCells figures={row} currency={currency} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr class="totals">
                <th scope="row">{t('reportsTotal')}</th>
                <FigureCells figures={data.totals} currency={currency} />
              </tr>
            </tfoot>
          </table>
        </TableWrap>
      )}
      <Pager
        meta={data?.meta}
        onPage={setPage}
        noun={t('reportsNounDays')}
        count={(n) => tPlural(n, 'reportsDayCount')}
        disabled={report.loading}
      />
    </div>
  );
}
