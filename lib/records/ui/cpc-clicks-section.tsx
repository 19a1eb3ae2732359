// Options -> CPC clicks (#cpc-clicks): one day of click records at a time, amounts always in INR.

import { CampaignPicker } from '../../../components/campaign-picker';
import { type Column, ListTable } from '../../../components/list/data-table';
import { DateField, StatusFilter } from '../../../components/list/filter-fields';
import { FilterForm } from '../../../components/list/filter-form';
import { useFilteredList } from '../../../components/list/use-filtered-list';
import { Money } from '../../../components/money';
import { Section } from '../../../components/options/section';
import { noteCampaigns } from '../../../components/seen-campaigns';
import { useApi } from '../../../components/send-context';
import { utcDay } from '../../core/api/dates';
import { PER_PAGE_MAX } from '../../core/api/endpoints';
import { CPC_STATUSES } from '../../core/api/enums';
import { CPC_FIRST_DATE } from '../../core/api/limits';
import type { CpcClickListParams } from '../../core/api/params';
import type { CpcClick } from '../../core/api/schemas';
import { t, tPlural } from '../../core/i18n';
import { ChannelFilter } from './channel-filter';
import { CPC_CSV_COLUMNS } from './cpc-columns';
import { cpcParams, defaultCpcDraft } from './cpc-filters';
import { ExportCsv } from './export-csv';
import { subIdsText } from './transaction-columns';
import './records.css';
import { RecordDetails } from './record-details';
import { RecordStatus } from './record-status';
import { statusWord } from './status-words';

const SHOWN_PER_PAGE = 100;
/** The spec: CPC click amounts are always INR, even on USD accounts. */
const CPC_CURRENCY = 'INR';

export const CpcClicksSection = () => (
  <Section id="cpc-clicks" title={t('commonCpcClicks')} scope="read:transactions">
    <CpcClicks />
  </Section>
);

function cpcColumns(): Column<CpcClick>[] {
  return [
    // As the API gives it: the spec does not state its time zone, so none is named or assumed.
    { label: t('recordsClickTime'), cell: (c) => c.click_timestamp },
    {
      label: t('commonCampaign'),
      rowHeader: true,
      cell: (c) => (
        <>
          {c.campaign_name} <span class="muted">#{c.campaign_id}</span>
        </>
      ),
    },
    { label: t('commonStatus'), cell: (c) => <RecordStatus status={c.status} /> },
    {
      label: t('recordsCommissionInr'),
      num: true,
      cell: (c) => <Money amount={c.user_commission} currency={CPC_CURRENCY} />,
    },
    {
      label: t('recordsSaleAmountInr'),
      num: true,
      cell: (c) => <Money amount={c.sale_amount} currency={CPC_CURRENCY} />,
    },
    { label: t('recordsSales'), num: true, cell: (c) => c.sales },
    {
      label: t('commonSubIds'),
      cell: (c) => subIdsText([c.sub_id, c.sub_id_2, c.sub_id_3, c.sub_id_4, c.sub_id_5, c.sub_id_6]) || '—',
    },
    { label: t('recordsTrafficSource'), cell: (c) => c.traffic_source ?? '—' },
    { label: t('recordsLinkedTransaction'), cell: (c) => (c.transaction_id === null ? '—' : `#${c.transaction_id}`) },
    { label: t('commonCountry'), cell: (c) => c.country_iso ?? '—' },
    { label: t('recordsDetails'), cell: (c) => <RecordDetails record={c} target={t('recordsDetailsOfClick', c.id)} /> },
  ];
}

function CpcClicks() {
  const api = useApi();
  const fetchPage = noteCampaigns((params: CpcClickListParams) => api('listCpcClicks', params));
  const list = useFilteredList({
    initialDraft: () => defaultCpcDraft(new Date()),
    // "Today" is taken at the moment of asking: the page may have stayed open past midnight UTC.
    check: (draft) => cpcParams(draft, new Date()),
    fallback: (draft) => ({ date: draft.date }),
    fetch: fetchPage,
    perPage: SHOWN_PER_PAGE,
  });
  const { draft, set, applied, fieldError } = list;
  const count = (n: number) => tPlural(n, 'recordsCpcClickCount');

  return (
    <>
      <p class="muted">{t('recordsCpcClicksIntro', CPC_FIRST_DATE)}</p>
      <FilterForm
        label={t('recordsCpcClickFilters')}
        onSubmit={list.apply}
        problem={list.problem}
        submitLabel={t('recordsShowClicks')}
      >
        <DateField
          label={t('commonDate')}
          hint={t('recordsCpcDateHint')}
          error={fieldError('date')}
          min={CPC_FIRST_DATE}
          max={utcDay(new Date())}
          value={draft.date}
          onChange={set('date')}
        />
        <StatusFilter statuses={CPC_STATUSES} word={statusWord} value={draft.status} onChange={set('status')} />
        <CampaignPicker value={draft.campaignId} onChange={set('campaignId')} error={fieldError('campaignId')} />
        <ChannelFilter value={draft.channelId} onChange={set('channelId')} error={fieldError('channelId')} />
      </FilterForm>
      <ExportCsv
        count={count}
        filename={`cpc-clicks-${applied.date}.csv`}
        columns={CPC_CSV_COLUMNS}
        rowKey={(c) => c.id}
        disabled={list.request.data?.meta.total === 0}
        fetchPage={(page) => fetchPage({ ...applied, page, per_page: PER_PAGE_MAX.listCpcClicks })}
      />
      <p class="muted small">{t('recordsClickTimeZoneNote')}</p>
      <ListTable
        request={list.request}
        onPage={list.setPage}
        noun={t('commonCpcClicks')}
        count={count}
        emptyText={t('recordsNoCpcClicksOnDay', applied.date)}
        label={t('commonCpcClicks')}
        columns={cpcColumns()}
        rowKey={(c) => c.id}
      />
    </>
  );
}
