// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BILLING_FROM,
  dataOf,
  INVOICE_STATUSES,
  invoiceDetailSchema,
  invoiceSchema,
  invoiceTransactionSchema,
  listOf,
  transactionSchema,
} from '../../lib/core/api/schemas';
import { api, expectKnown, INR, minor, USD, useSandbox } from './helpers';

const sandbox = useSandbox();
const client = api(sandbox);
const invoices = (query: Record<string, string | number> = {}, key = INR) =>
  client.get('/invoices', listOf(invoiceSchema), { query: { per_page: 100, ...query }, key });

describe('GET /invoices', () => {
  it('lists the publisher’s invoices in every status, newest first; India billing deducts TDS', async () => {
    const { data } = await invoices();
    expect(data.length).toBeGreaterThanOrEqual(12);
    expect(new Set(data.map((i) => i.status))).toEqual(new Set(INVOICE_STATUSES));
    expectKnown(
      data.map((i) => i.billing_from),
      BILLING_FROM,
      'billing_from',
    );
    const dates = data.map((i) => i.invoice_date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const i of data) {
      expect(i.billing_from).toBe('india');
      expect(minor(i.gross_amount)).toBeGreaterThan(minor(i.amount));
      expect(minor(i.net_payment)).toBe(minor(i.gross_amount) - minor(i.tds_amount));
      expect(i.currency).toBeUndefined(); // left out of list records, as in the spec's sample
    }
  });

  it('bills the USD account from Singapore since its switch (TDS "0", net = gross), from India before', async () => {
    const { data } = await invoices({}, USD);
    expect(new Set(data.map((i) => i.billing_from))).toEqual(new Set(['india', 'singapore']));
    for (const i of data.filter((x) => x.billing_from === 'singapore')) {
      expect(i.tds_amount).toBe('0');
      expect(i.net_payment).toBe(i.gross_amount);
    }
    const detail = await client.get(`/invoices/${data.at(-1)!.id}`, dataOf(invoiceDetailSchema), { key: USD });
    expect(detail.data).toMatchObject({ currency: 'USD', billing_from: 'india' });
    expect(detail.data.exchange_rate).toMatchObject({ from: 'INR', to: 'USD' });
  });

  it('filters by status and invoice date; refuses per_page over 100', async () => {
    const paid = await invoices({ status: 'paid' });
    expect(paid.data.every((i) => i.status === 'paid')).toBe(true);
    const window = await invoices({ start_date: '2025-01-01', end_date: '2025-03-31' });
    expect(window.data.length).toBeGreaterThan(0);
    expect(window.data.every((i) => i.invoice_date >= '2025-01-01' && i.invoice_date <= '2025-03-31')).toBe(true);
    expect(await client.error({ path: '/invoices', query: { per_page: 101 } }, 422)).toMatch(/per_page/);
    expect(await client.error({ path: '/invoices', query: { status: 'draft' } }, 422)).toMatch(/status/);
  });
});

describe('GET /invoices/:id and /invoices/:id/transactions', () => {
  it('gives a tax breakdown and monthly bifurcation that add up', async () => {
    const [latest] = (await invoices({ status: 'paid' })).data;
    const { data } = await client.get(`/invoices/${latest!.id}`, dataOf(invoiceDetailSchema));
    expect(data.currency).toBe('INR');
    const tax = data.tax_breakdown as Record<string, string>;
    expect(tax).toMatchObject({ gst_rate: '18', tds_rate: '2', tds_amount: latest!.tds_amount });
    expect(minor(data.amount) + minor(tax.gst_amount!)).toBe(minor(data.gross_amount));
    const months = data.monthly_bifurcation as { amount: string }[];
    expect(months.reduce((s, m) => s + minor(m.amount), 0)).toBe(minor(data.amount));
  });

  it('lists the invoice’s transactions, whose commissions add up to the invoice amount', async () => {
    const [latest] = (await invoices({ status: 'paid' })).data;
    const page = await client.get(`/invoices/${latest!.id}/transactions`, listOf(invoiceTransactionSchema), {
      query: { per_page: 100 },
    });
    expect(page.data.length).toBeGreaterThan(0);
    const full = page.data.map((t) => transactionSchema.parse(t));
    expect(full.every((t) => t.invoice_number === latest!.invoice_number && t.status === 'paid')).toBe(true);
    expect(full.reduce((s, t) => s + minor(t.user_commission!), 0)).toBe(minor(latest!.amount));
  });

  it('answers 404 "Invoice not found" for another publisher’s or an absent invoice', async () => {
    const [usd] = (await invoices({}, USD)).data;
    expect(await client.error({ path: `/invoices/${usd!.id}` }, 404)).toBe('Invoice not found');
    expect(await client.error({ path: `/invoices/${usd!.id}/transactions` }, 404)).toBe('Invoice not found');
    expect(await client.error({ path: '/invoices/9' }, 404)).toBe('Invoice not found');
  });
});
