// Options -> Invoices (#invoices): the publisher's invoices, each one's detail and transactions on demand.
import { Fragment } from 'preact';
import { useState } from 'preact/hooks';
import { accountCurrency, useAccount } from '../../../components/account-context';
import { MoneyCell } from '../../../components/money';
import { Pager } from '../../../components/pager';
import { ScopeGate } from '../../../components/scope-gate';
import { useApi } from '../../../components/send-context';
import { useRequest } from '../../../components/use-request';
import { PER_PAGE_MAX } from '../../../lib/api/endpoints';
import { INVOICE_STATUSES } from '../../../lib/api/enums';
import type { InvoiceListParams } from '../../../lib/api/params';
import { t, tPlural } from '../../../lib/i18n';
import { Section } from '../section';
import { Field } from './field';
import { InvoiceDetails } from './invoice-detail';
import { EMPTY_INVOICE_DRAFT, type InvoiceDraft, invoiceParams } from './invoice-filters';
import { billingWord, statusWord } from './status-words';
import { FilterProblem, HeaderRow, PageState, TableWrap } from './table-parts';
import { usePage } from './use-page';
import './records.css';

const COLUMNS = 9;

export function InvoicesSection() {
  return (
    <Section id="invoices" title={t('recordsInvoices')}>
      <ScopeGate scope="read:invoices" feature={t('recordsInvoices')}>
        <Invoices />
      </ScopeGate>
    </Section>
  );
}

function Invoices() {
  const api = useApi();
  const currency = accountCurrency(useAccount());
  const [draft, setDraft] = useState<InvoiceDraft>(EMPTY_INVOICE_DRAFT);
  const [applied, setApplied] = useState<InvoiceListParams>({});
  const [problem, setProblem] = useState<{ message: string; field: string } | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [page, setPage] = usePage(JSON.stringify(applied));
  const list = useRequest(
    () => api('listInvoices', { ...applied, page, per_page: PER_PAGE_MAX.listInvoices }),
    [applied, page],
  );
  const data = list.data;
  const anySingapore = data?.data.some((i) => i.billing_from === 'singapore') ?? false;

  const set = (key: keyof InvoiceDraft) => (e: Event) =>
    setDraft((d) => ({ ...d, [key]: (e.currentTarget as HTMLInputElement).value }));

  function apply(e: Event) {
    e.preventDefault();
    const result = invoiceParams(draft);
    if (result.problem !== undefined) {
      setProblem({ message: result.problem, field: result.field });
      return;
    }
    setProblem(null);
    setOpen(null);
    setApplied(result.params);
  }

  return (
    <>
      <form class="filters" aria-label={t('recordsInvoiceFilters')} onSubmit={apply}>
        <Field label={t('recordsStatus')}>
          {(c) => (
            <select id={c.id} value={draft.status} onChange={set('status')}>
              <option value="">{t('recordsAnyStatus')}</option>
              {INVOICE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusWord(s)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('recordsFrom')}
          hint={t('recordsInvoicesDatedOnOr')}
          error={problem?.field === 'from' ? problem.message : undefined}
        >
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
        <Field label={t('recordsTo')} hint={t('recordsAndOnOrBefore')}>
          {(c) => (
            <input id={c.id} type="date" value={draft.to} onChange={set('to')} aria-describedby={c.describedBy} />
          )}
        </Field>
        <div class="actions">
          <button type="submit" class="primary">
            {t('recordsApplyFilters')}
          </button>
        </div>
      </form>
      <FilterProblem problem={problem} />
      <PageState request={list} noun={t('recordsNounInvoices')} />
      {data && data.data.length > 0 && (
        <TableWrap>
          <table aria-label={t('recordsInvoices')} aria-busy={list.loading}>
            <thead>
              <HeaderRow
                columns={[
                  t('recordsNumber'),
                  t('recordsDate'),
                  t('recordsStatus'),
                  { label: t('recordsAmount'), num: true },
                  { label: t('recordsGross'), num: true },
                  { label: t('recordsTds'), num: true },
                  { label: t('recordsNetPayment'), num: true },
                  t('recordsBillingFrom'),
                  { label: t('recordsDetails'), hidden: true },
                ]}
              />
            </thead>
            <tbody>
              {data.data.map((inv) => {
                const cur = inv.currency ?? currency;
                const expanded = open === inv.id;
                return (
                  <Fragment key={inv.id}>
                    <tr>
                      <th scope="row">{inv.invoice_number}</th>
                      <td>{inv.invoice_date}</td>
                      <td>{statusWord(inv.status)}</td>
                      <MoneyCell amount={inv.amount} currency={cur} />
                      <MoneyCell amount={inv.gross_amount} currency={cur} />
                      <MoneyCell amount={inv.tds_amount} currency={cur} />
                      <MoneyCell amount={inv.net_payment} currency={cur} />
                      <td>
                        {billingWord(inv.billing_from)}
                        {inv.billing_from === 'singapore' && <span class="muted"> {t('recordsNoTds')}</span>}
                      </td>
                      <td>
                        <button
                          type="button"
                          aria-expanded={expanded}
                          onClick={() => setOpen(expanded ? null : inv.id)}
                        >
                          {expanded ? t('recordsHideDetails') : t('recordsDetails')}
                          <span class="visually-hidden"> {t('recordsOfInvoice', inv.invoice_number)}</span>
                        </button>
                      </td>
                    </tr>
                    {expanded && (
                      <tr class="detail-row">
                        <td colSpan={COLUMNS}>
                          <InvoiceDetails invoice={inv} currency={cur} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
      )}
      {anySingapore && <p class="note">{t('recordsSingaporeBillingInvoicesBilled')}</p>}
      <Pager
        meta={data?.meta}
        onPage={setPage}
        noun={t('recordsNounInvoices')}
        count={(n) => tPlural(n, 'recordsInvoiceCount')}
        disabled={list.loading}
      />
    </>
  );
}
