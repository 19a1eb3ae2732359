import { useId, useState } from 'preact/hooks';
import { Pager } from '../../../components/pager';
import { formatCount } from '../../../lib/format/money';
import { t, tPlural } from '../../../lib/i18n';
import { unmonetizedWord } from '../records/status-words';
import { PageState, TableWrap } from '../records/table-parts';
import { CampaignLink } from './campaign-link';
import type { DateRange } from './range';
import { useReport } from './use-report';

/** Domains the publisher sent clicks to without a tracked link, and whether a campaign exists for them. */
export function UnmonetizedReport({ range, currency }: { range: DateRange; currency: string }) {
  const searchId = useId();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const { report, data, setPage, header } = useReport(
    'unmonetizedTraffic',
    range,
    { sort: 'clicks', order: 'desc' },
    search,
  );

  return (
    <div class="report">
      <form
        class="filters"
        aria-label={t('reportsSearchUnmonetizedDomains')}
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(draft.trim());
        }}
      >
        <div class="field">
          <label for={searchId}>{t('reportsSearchDomains')}</label>
          <input
            id={searchId}
            type="search"
            value={draft}
            onInput={(e) => setDraft(e.currentTarget.value)}
            placeholder={t('reportsPartOfADomain')}
          />
        </div>
        <button type="submit">{t('reportsSearch')}</button>
      </form>
      <PageState
        request={report}
        noun={t('reportsDomains')}
        emptyText={search ? t('reportsNoDomainMatchingIn', search) : t('reportsNoUnmonetizedTrafficIn')}
      />
      {data && (
        <TableWrap>
          <table aria-label={t('reportsUnmonetizedTraffic')} aria-busy={report.loading}>
            <thead>
              <tr>
                {header(t('reportsDomain'), 'domain_name', false)}
                {header(t('reportsClicks'), 'clicks')}
                <th scope="col">{t('reportsStatus')}</th>
                <th scope="col">{t('reportsCampaign')}</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((row) => (
                <tr key={row.domain_name}>
                  <th scope="row">{row.domain_name}</th>
                  <td class="num">{formatCount(row.clicks, currency)}</td>
                  <td>{unmonetizedWord(row.status)}</td>
                  <td>
                    <CampaignLink row={row} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <Pager
        meta={data?.meta}
        onPage={setPage}
        noun={t('reportsDomains')}
        count={(n) => tPlural(n, 'reportsDomainCount')}
        disabled={report.loading}
      />
    </div>
  );
}
