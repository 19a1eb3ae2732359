// Options -> Transactions (#transactions): filters, a page of 100 on screen, and a CSV export of every page.
import { useState } from 'preact/hooks';
import { accountCurrency, useAccount } from '../../../components/account-context';
import { Pager } from '../../../components/pager';
import { ScopeGate } from '../../../components/scope-gate';
import { useApi } from '../../../components/send-context';
import { StatusMessage } from '../../../components/status-message';
import { useRequest } from '../../../components/use-request';
import { PER_PAGE_MAX } from '../../../lib/api/endpoints';
import { TRANSACTION_STATUSES } from '../../../lib/api/enums';
import type { TransactionListParams } from '../../../lib/api/params';
import { t, tPlural } from '../../../lib/i18n';
import { Section } from '../section';
import { ExportCsv } from './export-csv';
import { Field } from './field';
import { IdFilter, StatusFilter } from './filter-fields';
import { statusWord } from './status-words';
import { FilterProblem, HeaderRow, MaybeMoney, PageState, TableWrap } from './table-parts';
import { subIdsText, TRANSACTION_CSV_COLUMNS } from './transaction-columns';
import {
  defaultTransactionDraft,
  TRANSACTION_SORT_LABELS,
  type TransactionDraft,
  type TransactionSort,
  transactionParams,
} from './transaction-filters';
import { usePage } from './use-page';
import './records.css';

/** Rows on screen; the export asks for the API's maximum (500) per page. */
export const TRANSACTIONS_SHOWN_PER_PAGE = 100;

export function TransactionsSection() {
  return (
    <Section id="transactions" title={t('recordsTransactions')}>
      <ScopeGate scope="read:transactions" feature={t('recordsTransactions')}>
        <Transactions />
      </ScopeGate>
    </Section>
  );
}

function exportName(p: TransactionListParams): string {
  if (p.updated_since) return `transactions-updated-since-${p.updated_since.slice(0, 10)}.csv`;
  return `transactions-${p.start_date ?? 'default'}-to-${p.end_date ?? 'yesterday'}.csv`;
}

function Transactions() {
  const api = useApi();
  const currency = accountCurrency(useAccount());
  const [draft, setDraft] = useState<TransactionDraft>(() => defaultTransactionDraft(new Date()));
  const [applied, setApplied] = useState<TransactionListParams>(() => {
    const first = transactionParams(draft);
    return first.problem === undefined ? first.params : {};
  });
  const [problem, setProblem] = useState<{ message: string; field: string } | null>(null);
  const [page, setPage] = usePage(JSON.stringify(applied));
  const list = useRequest(
    () => api('listTransactions', { ...applied, page, per_page: TRANSACTIONS_SHOWN_PER_PAGE }),
    [applied, page],
  );
  const data = list.data;

  const set =
    <K extends keyof TransactionDraft>(key: K) =>
    (e: Event) =>
      setDraft((d) => ({ ...d, [key]: (e.currentTarget as HTMLInputElement).value as TransactionDraft[K] }));

  function apply(e: Event) {
    e.preventDefault();
    const result = transactionParams(draft);
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
      <form class="filters" aria-label={t('recordsTransactionFilters')} onSubmit={apply}>
        <Field label={t('recordsFrom')} error={fieldError('from')}>
          {(c) => (
            <input
              id={c.id}
              type="date"
              value={draft.from}
              onChange={set('from')}
              aria-describedby={c.describedBy}
              aria-invalid={c.invalid}
            />
          )}
        </Field>
        <Field label={t('recordsTo')}>
          {(c) => <input id={c.id} type="date" value={draft.to} onChange={set('to')} />}
        </Field>
        <StatusFilter
          statuses={TRANSACTION_STATUSES}
          value={draft.status}
          onChange={(status) => setDraft((d) => ({ ...d, status }))}
        />
        <IdFilter
          value={draft.campaignId}
          onChange={(campaignId) => setDraft((d) => ({ ...d, campaignId }))}
          error={fieldError('campaignId')}
        />
        <Field label={t('recordsSubId1')}>
          {(c) => <input id={c.id} type="text" value={draft.subId} onInput={set('subId')} />}
        </Field>
        <Field label={t('recordsInvoiceNumber')}>
          {(c) => <input id={c.id} type="text" value={draft.invoiceNumber} onInput={set('invoiceNumber')} />}
        </Field>
        <Field label={t('recordsUpdatedSince')} hint={t('recordsYourLocalTimeWhen')} error={fieldError('updatedSince')}>
          {(c) => (
            <input
              id={c.id}
              type="datetime-local"
              step={1}
              value={draft.updatedSince}
              onChange={set('updatedSince')}
              aria-describedby={c.describedBy}
              aria-invalid={c.invalid}
            />
          )}
        </Field>
        <Field label={t('recordsSortBy')}>
          {(c) => (
            <select id={c.id} value={draft.sort} onChange={set('sort')}>
              {(Object.keys(TRANSACTION_SORT_LABELS) as TransactionSort[]).map((k) => (
                <option key={k} value={k}>
                  {t(TRANSACTION_SORT_LABELS[k])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('recordsOrder')}>
          {(c) => (
            <select id={c.id} value={draft.order} onChange={set('order')}>
              <option value="desc">{t('recordsNewestHighestFirst')}</option>
              <option value="asc">{t('recordsOldestLowestFirst')}</option>
            </select>
          )}
        </Field>
        <div class="actions">
          <button type="submit" class="primary">
            {t('recordsApplyFilters')}
          </button>
        </div>
      </form>
      <FilterProblem problem={problem} />
      {applied.updated_since && (
        <StatusMessage>{t('recordsShowingTransactionsUpdatedSince', applied.updated_since)}</StatusMessage>
      )}
      <ExportCsv
        count={(n) => tPlural(n, 'recordsTransactionCount')}
        filename={exportName(applied)}
        columns={TRANSACTION_CSV_COLUMNS}
        rowKey={(t) => t.id}
        disabled={data?.meta.total === 0}
        fetchPage={(p) => api('listTransactions', { ...applied, page: p, per_page: PER_PAGE_MAX.listTransactions })}
      />
      <PageState request={list} noun={t('recordsNounTransactions')} />
      {data && data.data.length > 0 && (
        <TableWrap>
          <table aria-label={t('recordsTransactions')} aria-busy={list.loading}>
            <thead>
              <HeaderRow
                columns={[
                  t('recordsDate'),
                  t('recordsCampaign'),
                  t('recordsStatus'),
                  { label: t('recordsSaleAmount'), num: true },
                  { label: t('recordsCommission'), num: true },
                  t('recordsOrderId'),
                  t('recordsChannel'),
                  t('recordsSubIds'),
                  t('recordsInvoiceNumber'),
                ]}
              />
            </thead>
            <tbody>
              {data.data.map((t) => {
                const cur = t.currency || currency;
                return (
                  <tr key={t.id}>
                    <td>{t.transaction_date}</td>
                    <th scope="row">
                      {t.campaign_name} <span class="muted">#{t.campaign_id}</span>
                    </th>
                    <td>{statusWord(t.status)}</td>
                    <td class="num">
                      <MaybeMoney amount={t.sale_amount} currency={cur} />
                    </td>
                    <td class="num">
                      <MaybeMoney amount={t.user_commission} currency={cur} />
                    </td>
                    <td>{t.order_id ?? '—'}</td>
                    <td>{t.channel_name ?? '—'}</td>
                    <td>{subIdsText([t.sub_id, t.sub_id_2, t.sub_id_3, t.sub_id_4, t.sub_id_5]) || '—'}</td>
                    <td>{t.invoice_number ?? '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
      )}
      <Pager
        meta={data?.meta}
        onPage={setPage}
        noun={t('recordsNounTransactions')}
        count={(n) => tPlural(n, 'recordsTransactionCount')}
        disabled={list.loading}
      />
    </>
  );
}
