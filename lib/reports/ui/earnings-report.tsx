import type { Column } from '../../../components/list/data-table';
import { Money } from '../../../components/money';
import { useApi } from '../../../components/send-context';
import type { EarningsRow, EarningsTotals } from '../../core/api/schemas';
import { t } from '../../core/i18n';
import { EarningsChart } from './earnings-chart';
import { EARNINGS_STATUS_INFO, EARNINGS_STATUSES, earningsStatusLabel } from './earnings-series';
import { type ReportProps, ReportTable, reportCurrency } from './report-table';
import { type ReportRequest, type SortOf, useReport } from './use-report';

type Sort = SortOf<'earningsReport'>;

/** What each status means (spec), with the chart's colour. */
export function EarningsLegend() {
  return (
    <dl class="legend" aria-label={t('reportsEarningsLegend')}>
      {EARNINGS_STATUSES.map((status) => (
        <div key={status}>
          <dt>
            <span class="swatch" style={{ background: EARNINGS_STATUS_INFO[status].color }} aria-hidden="true" />
            {earningsStatusLabel(status)}
          </dt>
          <dd>{t(EARNINGS_STATUS_INFO[status].meaningKey)}</dd>
        </div>
      ))}
      <div>
        <dt>{t('reportsTotal')}</dt>
        <dd>{t('reportsEarningsTotalMeaning')}</dd>
      </div>
    </dl>
  );
}

/** Monthly earnings by status. 24 months at most fit one page of 100, so the chart has every month. */
export function EarningsReport({ range, currency: fallback }: ReportProps) {
  const api = useApi();
  const report = useReport((params: ReportRequest<Sort>) => api('earningsReport', params), range, {
    sort: 'month',
    order: 'desc',
  });
  const data = report.request.data;
  const currency = reportCurrency(report, fallback);
  const lastUpdate = data?.data.reduce<string | null>(
    (a, r) => (a === null || r.updated_at > a ? r.updated_at : a),
    null,
  );
  const money = (amount: string) => <Money amount={amount} currency={currency} />;
  const columns: Column<EarningsRow, EarningsTotals, Sort>[] = [
    { label: t('reportsMonth'), rowHeader: true, sortKey: 'month', cell: (row) => row.month },
    ...EARNINGS_STATUSES.map((s) => ({
      label: earningsStatusLabel(s),
      num: true,
      sortKey: s,
      cell: (row: EarningsRow) => money(row[s]),
      total: (totals: EarningsTotals) => money(totals[s]),
    })),
    {
      label: t('reportsTotal'),
      num: true,
      sortKey: 'total',
      cell: (row) => money(row.total),
      total: (totals) => money(totals.total),
    },
  ];

  return (
    <ReportTable
      report={report}
      kind="earnings"
      beforeTable={
        <>
          {data && data.data.length > 0 && <EarningsChart rows={data.data} currency={currency} />}
          <EarningsLegend />
        </>
      }
      columns={columns}
      rowKey={(row) => row.month}
      afterTable={lastUpdate && <p class="muted note">{t('reportsEarningsLastUpdate', lastUpdate)}</p>}
    />
  );
}
