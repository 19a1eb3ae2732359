// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ACCESS_STATUSES,
  CAMPAIGN_TYPES,
  campaignDetailSchema,
  campaignSchema,
  dataOf,
  listOf,
} from '../../lib/core/api/schemas';
import { FIXTURES } from '../../sandbox/fixtures';
import { allPages, api, expectKnown, useSandbox } from './helpers';

const sandbox = useSandbox();
const client = api(sandbox);
const list = (query: Record<string, string | number | (string | number)[]> = {}) =>
  client.get('/campaigns', listOf(campaignSchema), { query });

describe('GET /campaigns', () => {
  it('pages with meta: 30 by default, next and previous pages, an empty page past the end', async () => {
    const first = await list();
    expect(first.data).toHaveLength(30);
    expect(first.meta).toMatchObject({ page: 1, per_page: 30, prev_page: null, next_page: 2 });
    expect(first.meta.total_pages).toBe(Math.ceil(first.meta.total / 30));
    const last = await list({ page: first.meta.total_pages });
    expect(last.meta).toMatchObject({ next_page: null, prev_page: first.meta.total_pages - 1 });
    expect(last.data).toHaveLength(first.meta.total - 30 * (first.meta.total_pages - 1));
    const past = await list({ page: first.meta.total_pages + 1 });
    expect(past.data).toEqual([]);
    expect((await list({ per_page: 500 })).data).toHaveLength(first.meta.total);
  });

  it('refuses per_page outside 1 to 500, page below 1 and an unknown sort or order with a 422', async () => {
    expect(await client.error({ path: '/campaigns', query: { per_page: 501 } }, 422)).toMatch(
      /per_page must be between 1 and 500/,
    );
    expect(await client.error({ path: '/campaigns', query: { per_page: 0 } }, 422)).toMatch(/per_page/);
    expect(await client.error({ path: '/campaigns', query: { page: 0 } }, 422)).toMatch(/page/);
    expect(await client.error({ path: '/campaigns', query: { sort: 'payout' } }, 422)).toMatch(/sort must be one of/);
    expect(await client.error({ path: '/campaigns', query: { order: 'up' } }, 422)).toMatch(/order must be one of/);
  });

  it('covers every access status and campaign type, and hides paused and deleted campaigns', async () => {
    const { items } = await allPages((page) => list({ page, per_page: 100 }));
    const statuses = new Set(items.map((c) => c.access_status));
    const types = new Set(items.map((c) => c.campaign_type));
    expect([...statuses].sort()).toEqual([...ACCESS_STATUSES].sort());
    expect([...types].sort()).toEqual([...CAMPAIGN_TYPES].sort());
    expect(items.length).toBeGreaterThanOrEqual(40);
    const ids = items.map((c) => c.id);
    expect(ids).not.toContain(FIXTURES.pausedCampaignId);
    expect(ids).not.toContain(FIXTURES.deletedCampaignId);
    for (const c of items) {
      expect(c.payout_currency).toBe('INR');
      expect(c.tracking_url).toContain(`cid=${FIXTURES.defaultChannelId}`);
      expect(c.domain).not.toMatch(/^(www|m)\./);
    }
    expect(items.some((c) => new URL(c.url).hostname.startsWith('www.'))).toBe(true);
    expect(items.some((c) => new URL(c.url).hostname.startsWith('m.'))).toBe(true);
    expect(items.some((c) => c.domain.endsWith('.co.in'))).toBe(true);
  });

  it('sorts by name ascending by default and by the given key and order', async () => {
    const byName = (await list({ per_page: 500 })).data.map((c) => c.name.toLowerCase());
    expect(byName).toEqual([...byName].sort());
    const epc = (await list({ per_page: 500, sort: 'epc_7d', order: 'desc' })).data.map((c) => Number(c.epc_7d));
    expect(epc).toEqual([...epc].sort((a, b) => b - a));
    const updated = (await list({ per_page: 500, sort: 'updated_at' })).data.map((c) => c.updated_at);
    expect(updated).toEqual([...updated].sort());
  });

  it('searches campaign and merchant names with relevance first, and skips country_id with q', async () => {
    const ranked = await list({ q: 'kirana' });
    expect(ranked.data.map((c) => c.id)).toEqual([FIXTURES.openCampaignId]);
    const merchant = await list({ q: 'naturals' }); // Pahadi Organics' merchant is Pahadi Naturals LLP
    expect(merchant.data.map((c) => c.name)).toEqual(['Pahadi Organics']);
    const several = await list({ q: 'home' });
    expect(several.data.length).toBeGreaterThan(1);
    // "Home" as a whole word of the name ranks above a word starting with it ("HomeChef").
    expect(several.data[0]!.name).toMatch(/\bHome\b/);
    const withCountry = await list({ q: 'kirana', country_id: 226 });
    expect(withCountry.data.map((c) => c.id)).toEqual([FIXTURES.openCampaignId]);
    expect(
      (await list({ country_id: 226, per_page: 500 })).data.every((c) => c.countries.some((k) => k.id === 226)),
    ).toBe(true);
  });

  it('filters by repeated category_ids[], exact campaign_type and access_status', async () => {
    const cats = await list({ 'category_ids[]': [3, 14], per_page: 500 });
    expect(cats.data.length).toBeGreaterThan(0);
    expect(cats.data.every((c) => c.categories.some((k) => k.id === 3 || k.id === 14))).toBe(true);
    expect(cats.data.some((c) => c.categories.some((k) => k.id === 14))).toBe(true);

    const cpi = await list({ campaign_type: 'CPI - Android', per_page: 500 });
    expect(cpi.data.length).toBeGreaterThan(0);
    expect(cpi.data.every((c) => c.campaign_type === 'CPI - Android')).toBe(true);
    expect((await list({ campaign_type: 'cps' })).meta.total).toBe(0);

    for (const status of ['open', 'approved', 'pending', 'blocked'] as const) {
      const found = await list({ access_status: status, per_page: 500 });
      expect(found.data.length, status).toBeGreaterThan(0);
      expectKnown(
        found.data.map((c) => c.access_status),
        [status],
        'access_status',
      );
    }
    expect(await client.error({ path: '/campaigns', query: { access_status: 'not_applied' } }, 422)).toMatch(
      /access_status must be one of: open, approved, pending, blocked/,
    );
  });

  it('treats any currency as INR', async () => {
    const usd = await list({ currency: 'USD', per_page: 5 });
    expect(usd.data.every((c) => c.payout_currency === 'INR')).toBe(true);
  });
});

describe('GET /campaigns/:id', () => {
  it('returns the list fields plus every detail-only field', async () => {
    const { data } = await client.get(`/campaigns/${FIXTURES.approvedCampaignId}`, dataOf(campaignDetailSchema));
    expect(data).toMatchObject({ id: FIXTURES.approvedCampaignId, access_status: 'approved', domain: 'styleloom.in' });
    expect(data.important_info_html).toMatch(/^<p>/);
    expect(data.payout_categories.some((p) => p.is_header)).toBe(true);
    expect(Object.keys(data.conversion_flow)[0]).toBe('Step 1');
    expect(data.platforms.allowed.length).toBeGreaterThan(0);
    expect(data.tracking_time && data.validation_time && data.payment_time).toBeTruthy();
  });

  it('answers 404 "Campaign not found" for absent, paused and deleted campaigns', async () => {
    for (const id of [999_999, FIXTURES.pausedCampaignId, FIXTURES.deletedCampaignId, 'abc']) {
      expect(await client.error({ path: `/campaigns/${id}` }, 404)).toBe('Campaign not found');
    }
  });
});
