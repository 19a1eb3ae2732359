// One invoice, asked for on demand: the documented fields, then whatever else the detail carries (its tax
// breakdown and monthly bifurcation are not specified), and the invoice's transactions.
import { Fragment } from 'preact';
import { useState } from 'preact/hooks';
import { Money } from '../../../components/money';
import { Pager } from '../../../components/pager';
import { useApi } from '../../../components/send-context';
import { useRequest } from '../../../components/use-request';
import { PER_PAGE_MAX } from '../../../lib/api/endpoints';
import type { Invoice, InvoiceDetail } from '../../../lib/api/schemas';
import { t, tPlural } from '../../../lib/i18n';
import { fieldLabel, scalarColumns, scalarText, splitFields } from './record-fields';
import { billingWord, statusWord } from './status-words';
import { ListState, TableWrap } from './table-parts';

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
      <h3>{t('recordsInvoice', invoice.invoice_number)}</h3>
      <ListState
        loading={detail.loading}
        error={detail.error}
        count={d ? 1 : undefined}
        noun={t('recordsTheInvoice')}
        onRetry={detail.reload}
      />
      {d && (
        <dl class="key-values">
          <dt>{t('recordsDate')}</dt>
          <dd>{d.invoice_date}</dd>
          <dt>{t('recordsStatus')}</dt>
          <dd>{statusWord(d.status)}</dd>
          <dt>{t('recordsAmountBaseCommission')}</dt>
          <dd>
            <Money amount={d.amount} currency={cur} />
          </dd>
          <dt>{t('recordsGrossAmountCommissionPlus')}</dt>
          <dd>
            <Money amount={d.gross_amount} currency={cur} />
          </dd>
          <dt>{t('recordsTdsTaxDeductedAt')}</dt>
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
          <dd>{d.auto_generated ? t('recordsYes') : t('recordsNo')}</dd>
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
      {showTransactions && <InvoiceTransactions invoice={invoice} />}
    </div>
  );
}

function InvoiceTransactions({ invoice }: { invoice: Invoice }) {
  const api = useApi();
  const [page, setPage] = useState(1);
  const list = useRequest(
    () => api('listInvoiceTransactions', { id: invoice.id, page, per_page: PER_PAGE_MAX.listInvoiceTransactions }),
    [invoice.id, page],
  );
  const rows = (list.data?.data ?? []) as Record<string, unknown>[];
  const columns = scalarColumns(rows, ['id', 'merchant_reference_id', 'extra_info']);
  return (
    <div class="invoice-transactions">
      <ListState
        loading={list.loading}
        error={list.error}
        count={list.data?.data.length}
        noun={t('recordsTransactionsOfThisInvoice')}
        emptyText={t('recordsThisInvoiceListsNo')}
        onRetry={list.reload}
        skipped={list.data?.skipped}
      />
      {rows.length > 0 && (
        <TableWrap>
          <table aria-label={t('recordsTransactionsOfInvoice', invoice.invoice_number)}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th scope="col" key={c}>
                    {fieldLabel(c)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={String(row.id ?? i)}>
                  {columns.map((c) => (
                    <td key={c}>{scalarText(row[c])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <Pager
        meta={list.data?.meta}
        onPage={setPage}
        noun={t('recordsInvoiceTransactions')}
        count={(n) => tPlural(n, 'recordsInvoiceTransactionCount')}
        disabled={list.loading}
      />
    </div>
  );
}
