// Options -> CPC clicks (#cpc-clicks): one day of click records at a time, amounts always in INR.
import { useState } from 'preact/hooks';
import { MoneyCell } from '../../../components/money';
import { Pager } from '../../../components/pager';
import { ScopeGate } from '../../../components/scope-gate';
import { useApi } from '../../../components/send-context';
import { useRequest } from '../../../components/use-request';
import { utcDay } from '../../../lib/api/dates';
import { PER_PAGE_MAX } from '../../../lib/api/endpoints';
import { CPC_STATUSES } from '../../../lib/api/enums';
import { CPC_FIRST_DATE } from '../../../lib/api/limits';
import type { CpcClickListParams } from '../../../lib/api/params';
import { t, tPlural } from '../../../lib/i18n';
import { Section } from '../section';
import { ChannelFilter } from './channel-filter';
import { CPC_CSV_COLUMNS } from './cpc-columns';
import { type CpcDraft, cpcParams, defaultCpcDraft } from './cpc-filters';
import { ExportCsv } from './export-csv';
import { Field } from './field';
import { IdFilter, StatusFilter } from './filter-fields';
import { statusWord } from './status-words';
import { FilterProblem, HeaderRow, PageState, TableWrap } from './table-parts';
import { subIdsText } from './transaction-columns';
import { usePage } from './use-page';
import './records.css';

const SHOWN_PER_PAGE = 100;
/** The spec: CPC click amounts are always INR, even on USD accounts. */
const CPC_CURRENCY = 'INR';

export function CpcClicksSection() {
  return (
    <Section id="cpc-clicks" title={t('recordsCpcClicks')}>
      <ScopeGate scope="read:transactions" feature={t('recordsCpcClicks')}>
        <CpcClicks />
      </ScopeGate>
    </Section>
  );
}

function CpcClicks() {
  const api = useApi();
  const [draft, setDraft] = useState<CpcDraft>(() => defaultCpcDraft(new Date()));
  const [applied, setApplied] = useState<CpcClickListParams>(() => ({ date: draft.date }));
  const [problem, setProblem] = useState<{ message: string; field: string } | null>(null);
  const [page, setPage] = usePage(JSON.stringify(applied));
  const list = useRequest(() => api('listCpcClicks', { ...applied, page, per_page: SHOWN_PER_PAGE }), [applied, page]);
  const data = list.data;

  const set = (key: keyof CpcDraft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const fromEvent = (key: keyof CpcDraft) => (e: Event) => set(key)((e.currentTarget as HTMLInputElement).value);

  function apply(e: Event) {
    e.preventDefault();
    // "Today" is taken at the moment of asking: the page may have stayed open past midnight UTC.
    const result = cpcParams(draft, new Date());
    if (result.problem !== undefined) {
      setProblem({ message: result.problem, field: result.field });
      return;
    }
    setProblem(null);
    setApplied(result.params);
  }
  const fieldError = (field: string) => (problem?.field === field ? problem.message : undefined);

  return (
    <>
      <p class="muted">{t('recordsClickRecordsOfCpc', CPC_FIRST_DATE)}</p>
      <form class="filters" aria-label={t('recordsCpcClickFilters')} onSubmit={apply}>
        <Field label={t('recordsDate')} hint={t('recordsADayInUtc')} error={fieldError('date')}>
          {(c) => (
            <input
              id={c.id}
              type="date"
              min={CPC_FIRST_DATE}
              max={utcDay(new Date())}
              value={draft.date}
              onChange={fromEvent('date')}
              aria-describedby={c.describedBy}
              aria-invalid={c.invalid}
            />
          )}
        </Field>
        <StatusFilter statuses={CPC_STATUSES} value={draft.status} onChange={set('status')} />
        <IdFilter value={draft.campaignId} onChange={set('campaignId')} error={fieldError('campaignId')} />
        <ChannelFilter value={draft.channelId} onChange={set('channelId')} error={fieldError('channelId')} />
        <div class="actions">
          <button type="submit" class="primary">
            {t('recordsShowClicks')}
          </button>
        </div>
      </form>
      <FilterProblem problem={problem} />
      <ExportCsv
        count={(n) => tPlural(n, 'recordsCpcClickCount')}
        filename={`cpc-clicks-${applied.date}.csv`}
        columns={CPC_CSV_COLUMNS}
        rowKey={(c) => c.id}
        disabled={data?.meta.total === 0}
        fetchPage={(p) => api('listCpcClicks', { ...applied, page: p, per_page: PER_PAGE_MAX.listCpcClicks })}
      />
      <PageState request={list} noun={t('recordsCpcClicks')} emptyText={t('recordsNoCpcClicksOn', applied.date)} />
      {data && data.data.length > 0 && (
        <TableWrap>
          <table aria-label={t('recordsCpcClicks')} aria-busy={list.loading}>
            <thead>
              <HeaderRow
                columns={[
                  t('recordsClickTimeUtc'),
                  t('recordsCampaign'),
                  t('recordsStatus'),
                  { label: t('recordsCommissionInr'), num: true },
                  { label: t('recordsSaleAmountInr'), num: true },
                  { label: t('recordsSales'), num: true },
                  t('recordsSubIds'),
                  t('recordsCountry'),
                ]}
              />
            </thead>
            <tbody>
              {data.data.map((c) => (
                <tr key={c.id}>
                  <td>
                    <time dateTime={`${c.click_timestamp.replace(' ', 'T')}Z`}>{c.click_timestamp}</time>{' '}
                    {t('recordsUtc')}
                  </td>
                  <th scope="row">
                    {c.campaign_name} <span class="muted">#{c.campaign_id}</span>
                  </th>
                  <td>{statusWord(c.status)}</td>
                  <MoneyCell amount={c.user_commission} currency={CPC_CURRENCY} />
                  <MoneyCell amount={c.sale_amount} currency={CPC_CURRENCY} />
                  <td class="num">{c.sales}</td>
                  <td>{subIdsText([c.sub_id, c.sub_id_2, c.sub_id_3, c.sub_id_4, c.sub_id_5, c.sub_id_6]) || '—'}</td>
                  <td>{c.country_iso ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <Pager
        meta={data?.meta}
        onPage={setPage}
        noun={t('recordsCpcClicks')}
        count={(n) => tPlural(n, 'recordsCpcClickCount')}
        disabled={list.loading}
      />
    </>
  );
}
