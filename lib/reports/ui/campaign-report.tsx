import type { Column } from '../../../components/list/data-table';
import { noteCampaigns } from '../../../components/seen-campaigns';
import { useApi } from '../../../components/send-context';
import type { CampaignReportRow, PerformanceTotals } from '../../core/api/schemas';
import { t } from '../../core/i18n';
import { figureColumns } from './figure-cells';
import { type ReportProps, ReportTable, reportCurrency } from './report-table';
import { type ReportRequest, type SortOf, useReport } from './use-report';

type Sort = SortOf<'campaignReport'>;

/** One row per campaign and channel; "Campaign" and "Channel" sort by their IDs (the API's sort keys). */
export function CampaignReport({ range, currency: fallback, scope }: ReportProps) {
  const api = useApi();
  const report = useReport(
    noteCampaigns((params: ReportRequest<Sort>) => api('campaignReport', params)),
    range,
    { sort: 'clicks', order: 'desc' },
    '',
    scope,
  );
  const currency = reportCurrency(report, fallback);
  const columns: Column<CampaignReportRow, PerformanceTotals, Sort>[] = [
    {
      label: t('commonCampaign'),
      rowHeader: true,
      sortKey: 'campaign_id',
      cell: (row) => (
        <>
          {row.campaign_name} <span class="muted">#{row.campaign_id}</span>
          {row.campaign_type && <span class="tag">{row.campaign_type}</span>}
        </>
      ),
    },
    {
      label: t('commonChannel'),
      sortKey: 'channel_id',
      cell: (row) => row.channel_name ?? (row.channel_id === null ? '—' : `#${row.channel_id}`),
    },
    ...figureColumns(currency),
  ];

  return (
    <ReportTable
      report={report}
      kind="campaigns"
      columns={columns}
      rowKey={(row) => `${row.campaign_id}:${row.channel_id ?? ''}`}
    />
  );
}
