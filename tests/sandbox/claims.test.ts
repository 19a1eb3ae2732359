// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CLAIM_STATUSES, claimSchema, dataOf, listOf } from '../../lib/core/api/schemas';
import { FIXTURES } from '../../sandbox/fixtures';
import { api, deletedSchema, expectKnown, USD, useSandbox } from './helpers';

const sandbox = useSandbox({ fresh: true });
const client = api(sandbox);
const one = dataOf(claimSchema);
const claims = (query: Record<string, string | number> = {}, key?: string) =>
  client.get('/missing_transactions', listOf(claimSchema), { query: { per_page: 100, ...query }, key });
const NEW_CLAIM = {
  order_number: 'KB-2025-0001',
  campaign_id: FIXTURES.openCampaignId,
  transaction_date: '2025-06-01',
  sale_amount: '1499.50',
  coupon_code: 'FRESH150',
};

describe('GET /missing_transactions', () => {
  it('defaults to transactions of the last 60 days, in INR, records parse with and without currency', async () => {
    const { data } = await claims();
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((k) => k.transaction_date >= '2025-04-19' && k.transaction_date <= '2025-06-17')).toBe(true);
    expect(data.every((k) => k.currency === 'INR')).toBe(true);
    const wide = await claims({ start_date: '2025-01-01' });
    expect(new Set(wide.data.map((k) => k.status))).toEqual(new Set(CLAIM_STATUSES));
    expectKnown(
      wide.data.map((k) => k.status),
      CLAIM_STATUSES,
      'status',
    );
    for (const k of wide.data) expect(k.user_commission === '', `${k.id} ${k.status}`).toBe(k.status !== 'approved');
  });

  it('searches campaign names over all dates, and filters by status', async () => {
    const found = await claims({ search: 'kirana', start_date: '2025-06-17' });
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((k) => k.campaign_name === 'Kirana Basket')).toBe(true);
    const rejected = await claims({ status: 'rejected', start_date: '2025-01-01' });
    expect(rejected.data.every((k) => k.status === 'rejected')).toBe(true);
    expect(await client.error({ path: '/missing_transactions', query: { per_page: 101 } }, 422)).toMatch(/per_page/);
  });

  it('keeps claims in INR on the USD account', async () => {
    const usd = await claims({ start_date: '2025-01-01' }, USD);
    expect(usd.data.length).toBeGreaterThan(0);
    const { data } = await client.get(`/missing_transactions/${usd.data[0]!.id}`, one, { key: USD });
    expect(data.currency).toBe('INR');
  });
});

describe('missing-transaction claim create, read, update, delete', () => {
  it('creates a pending claim (201) from the API, reads, updates and deletes it', async () => {
    const created = await client.post('/missing_transactions', NEW_CLAIM, one, { status: 201 });
    expect(created.data).toMatchObject({
      order_number: 'KB-2025-0001',
      campaign_name: 'Kirana Basket',
      sale_amount: '1499.50',
      user_commission: '',
      currency: 'INR',
      status: 'pending',
      source: 'api',
    });
    const id = created.data.id;
    expect((await client.get(`/missing_transactions/${id}`, one)).data).toEqual(created.data);
    const updated = await client.patch(
      `/missing_transactions/${id}`,
      { sale_amount: 1600, additional_info: 'Invoice attached' },
      one,
    );
    expect(updated.data).toMatchObject({
      sale_amount: '1600.00',
      additional_info: 'Invoice attached',
      coupon_code: 'FRESH150',
    });
    expect((await client.delete(`/missing_transactions/${id}`, deletedSchema)).data).toEqual({ id, deleted: true });
    expect(await client.error({ path: `/missing_transactions/${id}` }, 404)).toBe(
      'Missing transaction claim not found',
    );
  });

  it('refuses invalid claims with 422', async () => {
    const post = (body: Record<string, unknown>) =>
      client.error({ method: 'POST', path: '/missing_transactions', body }, 422);
    expect(await post({ ...NEW_CLAIM, order_number: ' ' })).toBe('order_number is required');
    expect(await post({ ...NEW_CLAIM, campaign_id: undefined })).toBe('campaign_id is required');
    expect(await post({ ...NEW_CLAIM, transaction_date: '2025-06-19' })).toMatch(/future/);
    expect(await post({ ...NEW_CLAIM, transaction_date: '2025-01-01' })).toMatch(/within 90 days/);
    expect(await post({ ...NEW_CLAIM, sale_amount: '12.345' })).toMatch(/sale_amount/);
    expect(await post({ ...NEW_CLAIM, campaign_id: FIXTURES.notAppliedCampaignId })).toMatch(/do not have access/);
    await client.post('/missing_transactions', NEW_CLAIM, one, { status: 201 });
    expect(await post(NEW_CLAIM)).toMatch(/already exists/);
  });

  it('changes and deletes only pending claims, and only the publisher’s own', async () => {
    const decided = (await claims({ start_date: '2025-01-01', status: 'approved' })).data[0]!;
    expect(
      await client.error(
        { method: 'PATCH', path: `/missing_transactions/${decided.id}`, body: { sale_amount: '1' } },
        422,
      ),
    ).toMatch(/Only pending claims can be changed/);
    expect(await client.error({ method: 'DELETE', path: `/missing_transactions/${decided.id}` }, 422)).toMatch(
      /Only pending claims can be deleted/,
    );
    expect(await client.error({ path: `/missing_transactions/${decided.id}`, key: USD }, 404)).toMatch(/not found/);
  });
});
