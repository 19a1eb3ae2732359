import { Money, MoneyCell } from '../../../components/money';
import { Pager } from '../../../components/pager';
import { t, tPlural } from '../../../lib/i18n';
import { PageState, TableWrap } from '../records/table-parts';
import { EarningsChart } from './earnings-chart';
import { EARNINGS_STATUS_INFO, EARNINGS_STATUSES, earningsStatusLabel } from './earnings-series';
import type { DateRange } from './range';
import { useReport } from './use-report';

/** What each status means (spec), with the chart's colour. */
export function EarningsLegend() {
  return (
    <dl class="legend" aria-label={t('reportsWhatTheEarningsStatuses')}>
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
        <dd>{t('reportsAllStatusesTogether')}</dd>
      </div>
    </dl>
  );
}

/** Monthly earnings by status. 24 months at most fit one page of 100, so the chart has every month. */
export function EarningsReport({ range, currency: fallback }: { range: DateRange; currency: string }) {
  const { report, data, setPage, header } = useReport('earningsReport', range, { sort: 'month', order: 'desc' });
  const currency = data?.meta.currency ?? fallback;
  const lastUpdate = data?.data.reduce<string | null>(
    (a, r) => (a === null || r.updated_at > a ? r.updated_at : a),
    null,
  );

  return (
    <div class="report">
      <PageState request={report} noun={t('reportsNounEarnings')} emptyText={t('reportsNoEarningsInThese')} />
      {data && data.data.length > 0 && <EarningsChart rows={data.data} currency={currency} />}
      <EarningsLegend />
      {data && (
        <TableWrap>
          <table aria-label={t('reportsEarnings')} aria-busy={report.loading}>
            <thead>
              <tr>
                {header(t('reportsMonth'), 'month', false)}
                {EARNINGS_STATUSES.map((s) => header(earningsStatusLabel(s), s))}
                {header(t('reportsTotal'), 'total')}
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
                  <MoneyCell amount={row.total} currency={currency} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr class="totals">
                <th scope="row">{t('reportsTotal')}</th>
                {EARNINGS_STATUSES.map((s) => (
                  <td class="num" key={s}>
                    <Money amount={data.totals[s]} currency={currency} />
                  </td>
                ))}
                <MoneyCell amount={data.totals.total} currency={currency} />
              </tr>
            </tfoot>
          </table>
        </TableWrap>
      )}
      {lastUpdate && <p class="muted note">{t('reportsEarningsArePreAggregated', lastUpdate)}</p>}
      <Pager
        meta={data?.meta}
        onPage={setPage}
        noun={t('reportsNounMonths')}
        count={(n) => tPlural(n, 'reportsMonthCount')}
        disabled={report.loading}
      />
    </div>
  );
}
