import { useId, useState } from 'preact/hooks';
import type { Column } from '../../../components/list/data-table';
import { useApi } from '../../../components/send-context';
import type { UnmonetizedRow } from '../../core/api/schemas';
import { formatCount } from '../../core/format/money';
import { unicodeHost } from '../../core/format/unicode-host';
import { t } from '../../core/i18n';
import { type WordTable, wordFor } from '../../core/status-words';
import { CampaignLink } from './campaign-link';
import { type ReportProps, ReportTable } from './report-table';
import { type ReportRequest, type SortOf, useReport } from './use-report';

type Sort = SortOf<'unmonetizedTraffic'>;

const UNMONETIZED: WordTable = {
  available: 'reportsUnmonetizedAvailable',
  available_on_approval: 'reportsUnmonetizedOnApproval',
  not_available: 'reportsUnmonetizedNoCampaign',
};
/** Unmonetized traffic: whether a campaign exists for the domain. */
export function unmonetizedWord(status: string): string {
  return wordFor(UNMONETIZED, status);
}

/** Domains the publisher sent clicks to without a tracked link, and whether a campaign exists for them. */
export function UnmonetizedReport({ range, currency }: ReportProps) {
  const searchId = useId();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const api = useApi();
  const report = useReport(
    (params: ReportRequest<Sort>) => api('unmonetizedTraffic', params),
    range,
    { sort: 'clicks', order: 'desc' },
    search,
  );
  const columns: Column<UnmonetizedRow, never, Sort>[] = [
    { label: t('reportsDomain'), rowHeader: true, sortKey: 'domain_name', cell: (row) => unicodeHost(row.domain_name) },
    { label: t('reportsClicks'), num: true, sortKey: 'clicks', cell: (row) => formatCount(row.clicks, currency) },
    { label: t('commonStatus'), cell: (row) => unmonetizedWord(row.status) },
    { label: t('commonCampaign'), cell: (row) => <CampaignLink row={row} /> },
  ];

  return (
    <ReportTable
      report={report}
      kind="unmonetized"
      emptyText={search ? t('reportsNoDomainMatch', search) : t('reportsNoUnmonetizedTraffic')}
      columns={columns}
      rowKey={(row) => row.domain_name}
    >
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
            placeholder={t('reportsDomainSearchPlaceholder')}
          />
        </div>
        <button type="submit">{t('reportsSearchSubmit')}</button>
      </form>
    </ReportTable>
  );
}
