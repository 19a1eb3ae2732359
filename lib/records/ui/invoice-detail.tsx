// One invoice, asked for on demand: the documented fields, then whatever else the detail carries (its tax
// breakdown and monthly bifurcation are not specified), and the invoice's transactions.
import { Fragment } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { type Column, ListTable } from '../../../components/list/data-table';
import { ListState } from '../../../components/list/table-parts';
import { type PageParams, usePagedRequest } from '../../../components/list/use-filtered-list';
import { Money } from '../../../components/money';
import { invoiceTransactionsHref } from '../../../components/options/routes';
import { useApi } from '../../../components/send-context';
import { useRequest } from '../../../components/use-request';
import { PER_PAGE_MAX } from '../../core/api/endpoints';
import type { Invoice, InvoiceDetail, InvoiceTransaction } from '../../core/api/schemas';
import { t, tPlural } from '../../core/i18n';
import { fieldLabel, scalarColumns, scalarText, splitFields } from './record-fields';
import { RecordStatus } from './record-status';
import { billingWord } from './status-words';

const KNOWN_FIELDS = [
  'id',
  'invoice_number',
  'invoice_date',
  'status',
  'amount',
  'gross_amount',
  'tds_amount',
  'net_payment',
  'currency',
  'billing_from',
  'auto_generated',
  'created_at',
] as const;

export function InvoiceDetails({ invoice, currency }: { invoice: Invoice; currency: string }) {
  const api = useApi();
  const detail = useRequest(() => api('getInvoice', { id: invoice.id }), [invoice.id]);
  const [showTransactions, setShowTransactions] = useState(false);
  const d: InvoiceDetail | undefined = detail.data;
  const cur = d?.currency ?? currency;
  const extra = d ? splitFields(d as Record<string, unknown>, KNOWN_FIELDS) : undefined;

  return (
    <div class="invoice-detail">
      <h3>{t('recordsInvoiceHeading', invoice.invoice_number)}</h3>
      <ListState
        loading={detail.loading}
        error={detail.error}
        count={d ? 1 : undefined}
        noun={t('recordsNounTheInvoice')}
        onRetry={detail.reload}
      />
      {d && (
        <dl class="key-values">
          <dt>{t('commonDate')}</dt>
          <dd>{d.invoice_date}</dd>
          <dt>{t('commonStatus')}</dt>
          <dd>
            <RecordStatus status={d.status} />
          </dd>
          <dt>{t('recordsAmountBaseCommission')}</dt>
          <dd>
            <Money amount={d.amount} currency={cur} />
          </dd>
          <dt>{t('recordsGrossAmount')}</dt>
          <dd>
            <Money amount={d.gross_amount} currency={cur} />
          </dd>
          <dt>{t('recordsTdsFull')}</dt>
          <dd>
            <Money amount={d.tds_amount} currency={cur} />
          </dd>
          <dt>{t('recordsNetPayment')}</dt>
          <dd>
            <Money amount={d.net_payment} currency={cur} />
          </dd>
          <dt>{t('recordsBillingFrom')}</dt>
          <dd>{billingWord(d.billing_from)}</dd>
          <dt>{t('recordsGeneratedAutomatically')}</dt>
          <dd>{d.auto_generated ? t('commonYes') : t('commonNo')}</dd>
          <dt>{t('recordsCreated')}</dt>
          <dd>{d.created_at}</dd>
          {extra?.otherScalars.map(([k, v]) => (
            <Fragment key={k}>
              <dt>{fieldLabel(k)}</dt>
              <dd>{scalarText(v)}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      {extra?.nested.map(([k, v]) => (
        <details key={k}>
          <summary>{fieldLabel(k)}</summary>
          <pre class="raw">{JSON.stringify(v, null, 2)}</pre>
        </details>
      ))}
      <button type="button" aria-expanded={showTransactions} onClick={() => setShowTransactions((s) => !s)}>
        {showTransactions ? t('recordsHideTransactions') : t('recordsShowTransactions')}
        <span class="visually-hidden"> {t('recordsOfInvoice', invoice.invoice_number)}</span>
      </button>
      <a class="invoice-all-transactions" href={invoiceTransactionsHref(invoice.invoice_number)}>
        {t('recordsOpenInvoiceInTransactions', invoice.invoice_number)}
      </a>
      {showTransactions && <InvoiceTransactions invoice={invoice} />}
    </div>
  );
}

function InvoiceTransactions({ invoice }: { invoice: Invoice }) {
  const api = useApi();
  const params = useMemo(() => ({ id: invoice.id }), [invoice.id]);
  const list = usePagedRequest(
    (p: { id: number } & PageParams) => api('listInvoiceTransactions', p),
    params,
    PER_PAGE_MAX.listInvoiceTransactions,
  );
  const rows = (list.request.data?.data ?? []) as Record<string, unknown>[];
  const columns: Column<InvoiceTransaction>[] = scalarColumns(rows, ['id', 'merchant_reference_id', 'extra_info']).map(
    (key) => ({ label: fieldLabel(key), cell: (row) => scalarText((row as Record<string, unknown>)[key]) }),
  );
  return (
    <div class="invoice-transactions">
      <ListTable
        request={list.request}
        onPage={list.setPage}
        noun={t('recordsNounInvoiceTransactions')}
        count={(n) => tPlural(n, 'recordsInvoiceTransactionCount')}
        stateNoun={t('recordsNounInvoiceTransactionsShort')}
        emptyText={t('recordsInvoiceNoTransactions')}
        label={t('recordsTransactionsOfInvoice', invoice.invoice_number)}
        columns={columns}
        rowKey={(row, i) => String((row as Record<string, unknown>).id ?? i)}
      />
    </div>
  );
}
