// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dataOf, listOf, TRANSACTION_STATUSES, transactionSchema } from '../../lib/core/api/schemas';
import { FIXTURES } from '../../sandbox/fixtures';
import { allPages, api, expectKnown, INR, USD, useSandbox } from './helpers';

const sandbox = useSandbox();
const client = api(sandbox);
type Query = Record<string, string | number>;
const page = (query: Query = {}, key = INR) => client.get('/transactions', listOf(transactionSchema), { query, key });
const all = async (query: Query = {}, key = INR) =>
  (await allPages((p) => page({ ...query, page: p, per_page: 500 }, key))).items;
const WIDE = { start_date: '2024-01-01', end_date: '2025-06-17' };

describe('GET /transactions', () => {
  it('defaults to 7 days ago through yesterday, newest first, with 2-decimal INR amounts', async () => {
    const { data, meta } = await page();
    expect(meta.per_page).toBe(30);
    expect(data.length).toBeGreaterThan(0);
    for (const t of data) {
      expect(t.transaction_date >= '2025-06-11' && t.transaction_date <= '2025-06-17').toBe(true);
      expect(t.currency).toBe('INR');
      expect(t.sale_amount).toMatch(/^\d+\.\d{2}$/);
      expect(t.user_commission).toMatch(/^\d+\.\d{2}$/);
    }
    const dates = data.map((t) => t.transaction_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('holds hundreds of transactions over 120+ days in every status, invoiced ones with invoice numbers', async () => {
    const items = await all(WIDE);
    expect(items.length).toBeGreaterThan(300);
    const dates = items.map((t) => t.transaction_date).sort();
    expect(dates[0]! < '2025-02-01').toBe(true);
    expect(new Set(items.map((t) => t.status))).toEqual(new Set(TRANSACTION_STATUSES));
    expectKnown(
      items.map((t) => t.status),
      TRANSACTION_STATUSES,
      'status',
    );
    for (const t of items) {
      expect(t.invoice_number !== null, `${t.id} ${t.status}`).toBe(
        t.status === 'paid' || t.status === 'invoice_raised',
      );
    }
  });

  it('filters by status, campaign_id and sub_id (sub ID 1)', async () => {
    const paid = await all({ ...WIDE, status: 'paid' });
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((t) => t.status === 'paid')).toBe(true);
    const one = await all({ ...WIDE, campaign_id: FIXTURES.openCampaignId });
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((t) => t.campaign_id === FIXTURES.openCampaignId)).toBe(true);
    const sub = await all({ ...WIDE, sub_id: FIXTURES.knownSubId });
    expect(sub.length).toBeGreaterThan(0);
    expect(sub.every((t) => t.sub_id === FIXTURES.knownSubId)).toBe(true);
    expect(await client.error({ path: '/transactions', query: { status: 'approved' } }, 422)).toMatch(
      /status must be one of/,
    );
  });

  it('filters by invoice_number only among the publisher’s own invoices', async () => {
    const [invoiced] = await all({ ...WIDE, status: 'paid' });
    const number = invoiced!.invoice_number!;
    const billed = await all({ invoice_number: number, start_date: '2024-01-01' });
    expect(billed.length).toBeGreaterThan(0);
    expect(billed.every((t) => t.invoice_number === number)).toBe(true);
    expect((await page({ ...WIDE, invoice_number: number }, USD)).meta.total).toBe(0);
    expect((await page({ ...WIDE, invoice_number: 'INV-NOPE' })).meta.total).toBe(0);
  });

  it('with updated_since returns the records updated after it, ignoring the dates', async () => {
    const since = '2025-06-10T00:00:00Z';
    const found = await all({ updated_since: since, start_date: '2025-06-17', end_date: '2025-06-17' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((t) => Date.parse(t.updated_at) > Date.parse(since))).toBe(true);
    expect(found.some((t) => t.transaction_date < '2025-06-17')).toBe(true);
    const wide = await all(WIDE);
    expect(found.length).toBe(wide.filter((t) => Date.parse(t.updated_at) > Date.parse(since)).length);
  });

  it('sorts by transaction_date, updated_at or id in either order', async () => {
    const byUpdated = (await page({ ...WIDE, sort: 'updated_at', order: 'asc', per_page: 200 })).data.map(
      (t) => t.updated_at,
    );
    expect(byUpdated).toEqual([...byUpdated].sort());
    const byId = (await page({ ...WIDE, sort: 'id', order: 'desc', per_page: 200 })).data.map((t) => t.id);
    expect(byId).toEqual([...byId].sort((a, b) => b - a));
    expect(await client.error({ path: '/transactions', query: { sort: 'amount' } }, 422)).toMatch(
      /sort must be one of/,
    );
    expect(
      await client.error({ path: '/transactions', query: { start_date: '2025-06-10', end_date: '2025-06-01' } }, 422),
    ).toMatch(/after end_date/);
  });

  it('shows USD amounts on the USD account, null where no converted value exists', async () => {
    const usd = await all(WIDE, USD);
    expect(usd.length).toBeGreaterThan(100);
    expect(usd.every((t) => t.currency === 'USD')).toBe(true);
    expect(usd.some((t) => t.user_commission === null && t.sale_amount === null)).toBe(true);
    expect(usd.filter((t) => t.user_commission !== null).every((t) => /^\d+\.\d{2}$/.test(t.user_commission!))).toBe(
      true,
    );
  });
});

describe('GET /transactions/:id', () => {
  it('returns the publisher’s own transaction and 404 "Transaction not found" otherwise', async () => {
    const [first] = (await page()).data;
    const { data } = await client.get(`/transactions/${first!.id}`, dataOf(transactionSchema));
    expect(data).toEqual(first);
    expect(await client.error({ path: `/transactions/${first!.id}`, key: USD }, 404)).toBe('Transaction not found');
    expect(await client.error({ path: '/transactions/1' }, 404)).toBe('Transaction not found');
  });
});
