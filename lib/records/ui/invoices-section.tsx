// Options -> Invoices (#invoices): the publisher's invoices, each one's detail and transactions on demand.
import { useState } from 'preact/hooks';
import { accountCurrency, useAccount } from '../../../components/account-context';
import { type Column, ListTable } from '../../../components/list/data-table';
import { DateField, StatusFilter } from '../../../components/list/filter-fields';
import { FilterForm } from '../../../components/list/filter-form';
import { useFilteredList } from '../../../components/list/use-filtered-list';
import { Money } from '../../../components/money';
import { Section } from '../../../components/options/section';
import { useApi } from '../../../components/send-context';
import { PER_PAGE_MAX } from '../../core/api/endpoints';
import { INVOICE_STATUSES } from '../../core/api/enums';
import type { InvoiceListParams } from '../../core/api/params';
import type { Invoice } from '../../core/api/schemas';
import { t, tPlural } from '../../core/i18n';
import { InvoiceDetails } from './invoice-detail';
import { EMPTY_INVOICE_DRAFT, invoiceParams } from './invoice-filters';
import { billingWord, statusWord } from './status-words';
import './records.css';
import { RecordStatus } from './record-status';

export const InvoicesSection = () => (
  <Section id="invoices" title={t('commonInvoices')} scope="read:invoices">
    <Invoices />
  </Section>
);

function invoiceColumns(
  currencyOf: (inv: Invoice) => string,
  open: number | null,
  setOpen: (id: number | null) => void,
): Column<Invoice>[] {
  const money = (amount: (inv: Invoice) => string) => (inv: Invoice) => (
    <Money amount={amount(inv)} currency={currencyOf(inv)} />
  );
  return [
    { label: t('recordsNumber'), rowHeader: true, cell: (inv) => inv.invoice_number },
    { label: t('commonDate'), class: 'date', cell: (inv) => inv.invoice_date },
    { label: t('commonStatus'), cell: (inv) => <RecordStatus status={inv.status} /> },
    { label: t('recordsAmount'), num: true, cell: money((inv) => inv.amount) },
    { label: t('recordsGross'), num: true, cell: money((inv) => inv.gross_amount) },
    { label: t('recordsTds'), num: true, cell: money((inv) => inv.tds_amount) },
    { label: t('recordsNetPayment'), num: true, cell: money((inv) => inv.net_payment) },
    {
      label: t('recordsBillingFrom'),
      cell: (inv) => (
        <>
          {billingWord(inv.billing_from)}
          {inv.billing_from === 'singapore' && <span class="muted"> {t('recordsNoTds')}</span>}
        </>
      ),
    },
    {
      label: t('recordsDetails'),
      hidden: true,
      cell: (inv) => {
        const expanded = open === inv.id;
        return (
          <button type="button" aria-expanded={expanded} onClick={() => setOpen(expanded ? null : inv.id)}>
            {expanded ? t('recordsHideDetails') : t('recordsDetails')}
            <span class="visually-hidden"> {t('recordsOfInvoice', inv.invoice_number)}</span>
          </button>
        );
      },
    },
  ];
}

function Invoices() {
  const api = useApi();
  const currency = accountCurrency(useAccount());
  const [open, setOpen] = useState<number | null>(null);
  const list = useFilteredList({
    initialDraft: () => EMPTY_INVOICE_DRAFT,
    check: invoiceParams,
    fetch: (params: InvoiceListParams) => api('listInvoices', params),
    perPage: PER_PAGE_MAX.listInvoices,
    onApplied: () => setOpen(null),
  });
  const { draft, set } = list;
  const anySingapore = list.request.data?.data.some((i) => i.billing_from === 'singapore') ?? false;
  const currencyOf = (inv: Invoice) => inv.currency ?? currency;
  const columns = invoiceColumns(currencyOf, open, setOpen);

  return (
    <>
      <FilterForm label={t('recordsInvoiceFilters')} onSubmit={list.apply} problem={list.problem}>
        <StatusFilter statuses={INVOICE_STATUSES} word={statusWord} value={draft.status} onChange={set('status')} />
        <DateField
          label={t('commonFrom')}
          hint={t('recordsInvoicesFromHint')}
          error={list.fieldError('from')}
          value={draft.from}
          onChange={set('from')}
        />
        <DateField label={t('commonTo')} hint={t('recordsInvoicesToHint')} value={draft.to} onChange={set('to')} />
      </FilterForm>
      <ListTable
        request={list.request}
        onPage={list.setPage}
        noun={t('recordsNounInvoices')}
        count={(n) => tPlural(n, 'recordsInvoiceCount')}
        label={t('commonInvoices')}
        columns={columns}
        rowKey={(inv) => inv.id}
        after={(inv) =>
          open === inv.id && (
            <tr class="detail-row">
              <td colSpan={columns.length}>
                <InvoiceDetails invoice={inv} currency={currencyOf(inv)} />
              </td>
            </tr>
          )
        }
        afterTable={anySingapore && <p class="note">{t('recordsSingaporeBillingNote')}</p>}
      />
    </>
  );
}
