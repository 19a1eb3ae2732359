import { Pager } from '../../../components/pager';
import { t, tPlural } from '../../../lib/i18n';
import { PageState, TableWrap } from '../records/table-parts';
import { FigureCells, figureHeaders } from './figure-cells';
import type { DateRange } from './range';
import { useReport } from './use-report';

/** One row per campaign and channel; "Campaign" and "Channel" sort by their IDs (the API's sort keys). */
export function CampaignReport({ range, currency: fallback }: { range: DateRange; currency: string }) {
  const { report, data, setPage, header } = useReport('campaignReport', range, { sort: 'clicks', order: 'desc' });
  const currency = data?.meta.currency ?? fallback;

  return (
    <div class="report">
      <PageState request={report} noun={t('reportsCampaignFigures')} emptyText={t('reportsNoCampaignHadClicks')} />
      {data && (
        <TableWrap>
          <table aria-label={t('reportsCampaignReport')} aria-busy={report.loading}>
            <thead>
              <tr>
                {header(t('reportsCampaign'), 'campaign_id', false)}
                {header(t('reportsChannel'), 'channel_id', false)}
                {figureHeaders(header)}
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
                  <FigureCells figures={row} currency={currency} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr class="totals">
                <th scope="row" colSpan={2}>
                  {t('reportsTotalAllPages')}
                </th>
                <FigureCells figures={data.totals} currency={currency} />
              </tr>
            </tfoot>
          </table>
        </TableWrap>
      )}
      <Pager
        meta={data?.meta}
        onPage={setPage}
        noun={t('reportsRows')}
        count={(n) => tPlural(n, 'reportsRowCount')}
        disabled={report.loading}
      />
    </div>
  );
}
