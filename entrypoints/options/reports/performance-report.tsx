import { type Column, ListTable } from '../../../components/list/data-table';
import { useApi } from '../../../components/send-context';
import type { PerformanceRow, PerformanceTotals } from '../../../lib/api/schemas';
import { t, tPlural } from '../../../lib/i18n';
import { figureColumns } from './figure-cells';
import { PerformanceChart } from './performance-chart';
import type { DateRange } from './range';
import { type ReportRequest, type ReportScope, type SortOf, useReport } from './use-report';

type Sort = SortOf<'performanceReport'>;

/**
 * Daily performance. A range is at most 91 days and a page holds 100, so the chart (drawn from the page's rows)
 * always has every day of the range.
 */
export function PerformanceReport({
  range,
  currency: fallback,
  scope,
}: {
  range: DateRange;
  currency: string;
  scope?: ReportScope;
}) {
  const api = useApi();
  const { request, setPage, sort } = useReport(
    (params: ReportRequest<Sort>) => api('performanceReport', params),
    range,
    { sort: 'date', order: 'desc' },
    '',
    scope,
  );
  const data = request.data;
  const currency = data?.meta.currency ?? fallback;
  const columns: Column<PerformanceRow, PerformanceTotals, Sort>[] = [
    { label: t('commonDate'), rowHeader: true, sortKey: 'date', class: 'date', cell: (row) => row.date },
    ...figureColumns(currency),
  ];

  return (
    <div class="report">
      <ListTable
        request={request}
        onPage={setPage}
        noun={t('reportsNounDays')}
        count={(n) => tPlural(n, 'reportsDayCount')}
        stateNoun={t('reportsNounPerformanceFigures')}
        emptyText={t('reportsNoPerformanceFigures')}
        beforeTable={data && data.data.length > 0 && <PerformanceChart rows={data.data} currency={currency} />}
        keepEmpty
        label={t('reportsPerformance')}
        columns={columns}
        sort={sort}
        rowKey={(row) => row.date}
        totals={data && { label: t('reportsTotal'), values: data.totals }}
      />
    </div>
  );
}
