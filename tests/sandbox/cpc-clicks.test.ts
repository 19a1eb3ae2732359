// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CPC_STATUSES, cpcClickSchema, listOf } from '../../lib/core/api/schemas';
import { FIXTURES } from '../../sandbox/fixtures';
import { allPages, api, expectKnown, INR, USD, useSandbox } from './helpers';

const sandbox = useSandbox();
const client = api(sandbox);
type Query = Record<string, string | number>;
const clicks = async (query: Query, key = INR) =>
  (
    await allPages((page) =>
      client.get('/cpc_clicks', listOf(cpcClickSchema), { query: { ...query, page, per_page: 500 }, key }),
    )
  ).items;

describe('GET /cpc_clicks', () => {
  it('requires one date from 2024-02-29 up to today (422 otherwise)', async () => {
    const refuse = (query: Query) => client.error({ path: '/cpc_clicks', query }, 422);
    expect(await refuse({})).toMatch(/date is required/);
    expect(await refuse({ date: '2024-02-28' })).toMatch(/2024-02-29 or later/);
    expect(await refuse({ date: '2025-06-19' })).toMatch(/cannot be in the future/);
    expect(await refuse({ date: '2025-13-01' })).toMatch(/YYYY-MM-DD/);
    expect(await clicks({ date: '2024-02-29' })).toEqual([]);
    expect((await clicks({ date: '2025-06-18' })).length).toBeGreaterThan(0);
  });

  it('gives the day’s CPC records: INR 2-decimal amounts, spaced timestamps, known statuses', async () => {
    const day = await clicks({ date: '2025-06-10' });
    expect(day.length).toBeGreaterThan(5);
    for (const k of day) {
      expect(k).toMatchObject({ click_date: '2025-06-10', currency: 'INR' });
      expect(k.sale_amount).toMatch(/^\d+\.\d{2}$/);
      // A sale attached to the click comes with its transaction; without one the amount is 0.00.
      expect(k.sales > 0).toBe(k.transaction_id !== null);
      if (k.sales === 0) expect(k.sale_amount).toBe('0.00');
      expect(k.click_timestamp).toMatch(/^2025-06-10 \d{2}:\d{2}:\d{2}$/);
      expect(k.user_commission).toMatch(/^\d+\.\d{2}$/);
      expect(Date.parse(k.updated_at)).toBeLessThanOrEqual(Date.parse('2025-06-18T09:30:00Z'));
    }
    expectKnown(
      day.map((k) => k.status),
      CPC_STATUSES,
      'status',
    );
    expect(new Set(day.map((k) => k.status)).size).toBeGreaterThan(1);
    const today = await clicks({ date: '2025-06-18' });
    expect(today.every((k) => k.click_timestamp < '2025-06-18 09:30:00' && k.status === 'pending')).toBe(true);
  });

  it('carries sub IDs 2 to 6, transaction_id and sales in some records (so the pages that show them are exercised)', async () => {
    const days = [...(await clicks({ date: '2025-06-10' })), ...(await clicks({ date: '2025-06-11' }))];
    const withSubIds = days.filter((k) => k.sub_id_2 && k.sub_id_3 && k.sub_id_4 && k.sub_id_5 && k.sub_id_6);
    expect(withSubIds.length).toBeGreaterThan(0);
    expect(withSubIds.length).toBeLessThan(days.length);
    const withSale = days.filter((k) => k.transaction_id !== null);
    expect(withSale.length).toBeGreaterThan(0);
    expect(withSale.every((k) => k.sales > 0 && k.sale_amount !== '0.00' && k.status !== 'rejected')).toBe(true);
    expect(withSale.length).toBeLessThan(days.length);
  });

  it('is INR on the USD account too', async () => {
    const usd = await clicks({ date: '2025-06-10' }, USD);
    expect(usd.length).toBeGreaterThan(0);
    expect(usd.every((k) => k.currency === 'INR')).toBe(true);
  });

  it('filters by updated_since (at or after; no zone means UTC), campaign_id, channel_id and status', async () => {
    const day = await clicks({ date: '2025-06-14' });
    const changed = day
      .filter((k) => k.status !== 'pending')
      .map((k) => k.updated_at)
      .sort();
    const pivot = changed[Math.floor(changed.length / 2)]!;
    const expected = day.filter((k) => k.updated_at >= pivot).length;
    expect((await clicks({ date: '2025-06-14', updated_since: pivot })).length).toBe(expected);
    expect((await clicks({ date: '2025-06-14', updated_since: pivot.replace('Z', '') })).length).toBe(expected);
    const shifted = new Date(Date.parse(pivot) + 5.5 * 3_600_000).toISOString().slice(0, 19);
    expect((await clicks({ date: '2025-06-14', updated_since: `${shifted}+05:30` })).length).toBe(expected);
    expect(
      await client.error({ path: '/cpc_clicks', query: { date: '2025-06-14', updated_since: 'yesterday' } }, 422),
    ).toMatch(/updated_since/);

    const campaign = await clicks({ date: '2025-06-14', campaign_id: FIXTURES.cpcCampaignId });
    expect(campaign.length).toBeGreaterThan(0);
    expect(campaign.every((k) => k.campaign_id === FIXTURES.cpcCampaignId)).toBe(true);
    const channel = await clicks({ date: '2025-06-14', channel_id: FIXTURES.defaultChannelId });
    expect(channel.every((k) => k.channel_id === FIXTURES.defaultChannelId)).toBe(true);
    const validated = await clicks({ date: '2025-06-14', status: 'validated' });
    expect(validated.every((k) => k.status === 'validated' && k.validated_at !== null)).toBe(true);
    expect(await client.error({ path: '/cpc_clicks', query: { date: '2025-06-14', status: 'paid' } }, 422)).toMatch(
      /status/,
    );
  });
});
