import type { Column } from '../../../components/list/data-table';
import { useApi } from '../../../components/send-context';
import type { PerformanceRow, PerformanceTotals } from '../../core/api/schemas';
import { t } from '../../core/i18n';
import { figureColumns } from './figure-cells';
import { PerformanceChart } from './performance-chart';
import { type ReportProps, ReportTable, reportCurrency } from './report-table';
import { type ReportRequest, type SortOf, useReport } from './use-report';

type Sort = SortOf<'performanceReport'>;

/**
 * Daily performance. A range is at most 91 days and a page holds 100, so the chart (drawn from the page's rows)
 * always has every day of the range.
 */
export function PerformanceReport({ range, currency: fallback, scope }: ReportProps) {
  const api = useApi();
  const report = useReport(
    (params: ReportRequest<Sort>) => api('performanceReport', params),
    range,
    { sort: 'date', order: 'desc' },
    '',
    scope,
  );
  const data = report.request.data;
  const currency = reportCurrency(report, fallback);
  const columns: Column<PerformanceRow, PerformanceTotals, Sort>[] = [
    { label: t('commonDate'), rowHeader: true, sortKey: 'date', class: 'date', cell: (row) => row.date },
    ...figureColumns(currency),
  ];

  return (
    <ReportTable
      report={report}
      kind="performance"
      beforeTable={data && data.data.length > 0 && <PerformanceChart rows={data.data} currency={currency} />}
      columns={columns}
      rowKey={(row) => row.date}
    />
  );
}
