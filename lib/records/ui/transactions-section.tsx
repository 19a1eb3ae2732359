// Options -> Transactions (#transactions): filters, a page of 100 on screen, and a CSV export of every page.
import { accountCurrency, useAccount } from '../../../components/account-context';
import { CampaignPicker } from '../../../components/campaign-picker';
import { ListTable } from '../../../components/list/data-table';
import { Field } from '../../../components/list/field';
import { DateField, SelectField, StatusFilter, TextField } from '../../../components/list/filter-fields';
import { FilterForm } from '../../../components/list/filter-form';
import { useFilteredList } from '../../../components/list/use-filtered-list';
import { Section } from '../../../components/options/section';
import { noteCampaigns } from '../../../components/seen-campaigns';
import { useApi } from '../../../components/send-context';
import { StatusMessage } from '../../../components/status-message';
import { PER_PAGE_MAX } from '../../core/api/endpoints';
import { TRANSACTION_STATUSES } from '../../core/api/enums';
import type { TransactionListParams } from '../../core/api/params';
import { t, tPlural } from '../../core/i18n';
import { ExportCsv } from './export-csv';
import { TRANSACTION_CSV_COLUMNS } from './transaction-columns';
import {
  defaultTransactionDraft,
  TRANSACTION_SORT_LABELS,
  type TransactionSort,
  transactionParams,
} from './transaction-filters';
import { transactionColumns } from './transaction-table-columns';
import './records.css';
import { statusWord } from './status-words';

/** Rows on screen; the export asks for the API's maximum (500) per page. */
export const TRANSACTIONS_SHOWN_PER_PAGE = 100;

/** `invoiceNumber` (from an invoice's detail) opens the list on that invoice's transactions. */
export const TransactionsSection = ({ invoiceNumber }: { invoiceNumber?: string }) => (
  <Section id="transactions" title={t('commonTransactions')} scope="read:transactions">
    <Transactions invoiceNumber={invoiceNumber} />
  </Section>
);

function exportName(p: TransactionListParams): string {
  if (p.updated_since) return `transactions-updated-since-${p.updated_since.slice(0, 10)}.csv`;
  return `transactions-${p.start_date ?? 'default'}-to-${p.end_date ?? 'yesterday'}.csv`;
}

const SORTS = Object.keys(TRANSACTION_SORT_LABELS) as TransactionSort[];

function Transactions({ invoiceNumber = '' }: { invoiceNumber?: string }) {
  const api = useApi();
  const currency = accountCurrency(useAccount());
  const fetchPage = noteCampaigns((params: TransactionListParams) => api('listTransactions', params));
  const list = useFilteredList({
    initialDraft: () => ({ ...defaultTransactionDraft(new Date()), invoiceNumber }),
    check: transactionParams,
    fetch: fetchPage,
    perPage: TRANSACTIONS_SHOWN_PER_PAGE,
  });
  const { draft, set, applied, fieldError } = list;
  const count = (n: number) => tPlural(n, 'recordsTransactionCount');

  return (
    <>
      <FilterForm label={t('recordsTransactionFilters')} onSubmit={list.apply} problem={list.problem}>
        <DateField label={t('commonFrom')} value={draft.from} onChange={set('from')} error={fieldError('from')} />
        <DateField label={t('commonTo')} value={draft.to} onChange={set('to')} />
        <StatusFilter statuses={TRANSACTION_STATUSES} word={statusWord} value={draft.status} onChange={set('status')} />
        <CampaignPicker value={draft.campaignId} onChange={set('campaignId')} error={fieldError('campaignId')} />
        <TextField label={t('recordsSubId1')} value={draft.subId} onChange={set('subId')} />
        <TextField
          label={t('recordsInvoiceNumber')}
          hint={t('recordsInvoiceNumberHint')}
          value={draft.invoiceNumber}
          onChange={set('invoiceNumber')}
        />
        <Field label={t('recordsUpdatedSince')} hint={t('recordsUpdatedSinceHint')} error={fieldError('updatedSince')}>
          {(c) => (
            <input
              id={c.id}
              type="datetime-local"
              step={1}
              value={draft.updatedSince}
              onChange={(e) => set('updatedSince')(e.currentTarget.value)}
              aria-describedby={c.describedBy}
              aria-invalid={c.invalid}
            />
          )}
        </Field>
        <SelectField
          label={t('commonSortBy')}
          value={draft.sort}
          options={SORTS.map((k) => ({ value: k, label: t(TRANSACTION_SORT_LABELS[k]) }))}
          onChange={set('sort')}
        />
        <SelectField
          label={t('commonSortOrder')}
          value={draft.order}
          options={[
            { value: 'desc', label: t('recordsSortDescending') },
            { value: 'asc', label: t('recordsSortAscending') },
          ]}
          onChange={set('order')}
        />
      </FilterForm>
      {applied.updated_since && <StatusMessage>{t('recordsUpdatedSinceNote', applied.updated_since)}</StatusMessage>}
      {!applied.updated_since && applied.invoice_number && (
        <StatusMessage>{t('recordsInvoiceAllDatesNote', applied.invoice_number)}</StatusMessage>
      )}
      <ExportCsv
        count={count}
        filename={exportName(applied)}
        columns={TRANSACTION_CSV_COLUMNS}
        rowKey={(tr) => tr.id}
        disabled={list.request.data?.meta.total === 0}
        fetchPage={(page) => fetchPage({ ...applied, page, per_page: PER_PAGE_MAX.listTransactions })}
      />
      <ListTable
        request={list.request}
        onPage={list.setPage}
        noun={t('recordsNounTransactions')}
        count={count}
        label={t('commonTransactions')}
        columns={transactionColumns(currency)}
        rowKey={(tr) => tr.id}
      />
    </>
  );
}
