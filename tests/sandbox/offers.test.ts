// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { campaignSchema, dataOf, listOf, offerSchema } from '../../lib/core/api/schemas';
import { FIXTURES } from '../../sandbox/fixtures';
import { allPages, api, INR, TODAY_DAY, USD, useSandbox } from './helpers';

const sandbox = useSandbox();
const client = api(sandbox);
type Query = Record<string, string | number | (string | number)[]>;
const offers = (query: Query = {}, key = INR) => client.get('/offers', listOf(offerSchema), { query, key });
const everything = async (query: Query = {}, key = INR) =>
  (await allPages((page) => offers({ ...query, page, per_page: 100 }, key))).items;

describe('GET /offers', () => {
  it('lists dozens of live coupons and deals, valid today, from live campaigns', async () => {
    const all = await everything();
    expect(all.length).toBeGreaterThanOrEqual(24);
    const campaigns = await client.get('/campaigns', listOf(campaignSchema), { query: { per_page: 500 } });
    const access = new Map(campaigns.data.map((c) => [c.id, c.access_status]));
    for (const o of all) {
      expect(o.status).toBe('live');
      expect(access.has(o.campaign_id), `${o.id}'s campaign is live`).toBe(true);
      expect(o.start_date <= TODAY_DAY && o.end_date >= TODAY_DAY, `${o.id} valid today`).toBe(true);
      expect(o.offer_type).toBe(o.coupon_code ? 'coupon' : 'deal');
    }
    expect(all.some((o) => o.coupon_code)).toBe(true);
    expect(all.some((o) => o.percent_off !== null && o.original_price !== null && o.discount_price !== null)).toBe(
      true,
    );
    expect(all.map((o) => o.campaign_id)).not.toContain(FIXTURES.pausedCampaignId);
  });

  it('is the same for every publisher; only the embedded channel differs', async () => {
    const inr = await everything();
    const usd = await everything({}, USD);
    expect(usd.map((o) => o.id)).toEqual(inr.map((o) => o.id));
    expect(new URL(inr[0]!.tracking_url!).searchParams.get('cid')).toBe(String(FIXTURES.defaultChannelId));
    expect(new URL(usd[0]!.tracking_url!).searchParams.get('cid')).toBe(String(FIXTURES.usdDefaultChannelId));
  });

  it('embeds the channel_id given (the publisher’s approved one), else the default channel', async () => {
    const cid = async (query: Query) =>
      new URL((await offers({ ...query, per_page: 1 })).data[0]!.tracking_url!).searchParams.get('cid');
    expect(await cid({ channel_id: FIXTURES.approvedChannelId })).toBe(String(FIXTURES.approvedChannelId));
    expect(await cid({ channel_id: FIXTURES.usdDefaultChannelId })).toBe(String(FIXTURES.defaultChannelId));
  });

  it('filters by q (title, campaign, merchant), campaign_id, category_ids[] and offer_type', async () => {
    const all = await everything();
    const kirana = await everything({ q: 'KIRANA' });
    expect(kirana.length).toBeGreaterThan(0);
    expect(kirana.every((o) => o.campaign_name === 'Kirana Basket')).toBe(true);
    expect((await everything({ q: 'Retail Pvt' })).length).toBeGreaterThan(0); // merchant names
    expect((await everything({ q: 'first order' })).every((o) => /first order/i.test(o.title))).toBe(true);

    const byCampaign = await everything({ campaign_id: FIXTURES.openCampaignId });
    expect(byCampaign.some((o) => o.coupon_code === FIXTURES.couponCode)).toBe(true);
    expect(byCampaign.every((o) => o.campaign_id === FIXTURES.openCampaignId)).toBe(true);

    const byCategory = await everything({ 'category_ids[]': [1, 2] });
    expect(byCategory.length).toBeGreaterThan(0);
    expect(byCategory.every((o) => o.categories.some((c) => c.id === 1 || c.id === 2))).toBe(true);

    const coupons = await everything({ offer_type: 'coupon' });
    const deals = await everything({ offer_type: 'deal' });
    expect(coupons.every((o) => o.coupon_code !== null)).toBe(true);
    expect(deals.every((o) => o.coupon_code === null)).toBe(true);
    expect(coupons.length + deals.length).toBe(all.length);
    expect((await everything({ offer_type: 'voucher' })).length).toBe(all.length);
  });

  it('honours valid_on: offers that start later appear on their dates', async () => {
    const today = (await everything()).map((o) => o.id);
    const later = await everything({ valid_on: '2025-07-01' });
    expect(later.some((o) => !today.includes(o.id))).toBe(true);
    expect(later.every((o) => o.start_date <= '2025-07-01' && o.end_date >= '2025-07-01')).toBe(true);
    expect(await client.error({ path: '/offers', query: { valid_on: 'tomorrow' } }, 422)).toMatch(/valid_on/);
  });

  it('sorts by id descending by default, and by the given key and order', async () => {
    const ids = (await offers({ per_page: 500 })).data.map((o) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const ends = (await offers({ per_page: 500, sort: 'end_date', order: 'asc' })).data.map((o) => o.end_date);
    expect(ends).toEqual([...ends].sort());
    expect(await client.error({ path: '/offers', query: { per_page: 501 } }, 422)).toMatch(/per_page/);
  });
});

describe('offers are not user-scoped', () => {
  it('shows every publisher the offers of campaigns it cannot earn from (not applied, rejected, pending, blocked)', async () => {
    const campaigns = await client.get('/campaigns', listOf(campaignSchema), { query: { per_page: 500 } });
    const access = new Map(campaigns.data.map((c) => [c.id, c.access_status]));
    const inr = await everything();
    const unapproved = inr.filter((o) => !['open', 'approved'].includes(access.get(o.campaign_id) ?? ''));
    const statuses = new Set(unapproved.map((o) => access.get(o.campaign_id)));
    expect(statuses).toEqual(new Set(['not_applied', 'rejected', 'pending', 'blocked']));
    for (const id of FIXTURES.unapprovedOfferCampaignIds) {
      expect(
        inr.some((o) => o.campaign_id === id),
        `an offer of campaign ${id}`,
      ).toBe(true);
    }
    // The same offers for the other publisher, only the channel in the link differs.
    const usd = await everything({}, USD);
    expect(usd.map((o) => o.id).sort()).toEqual(inr.map((o) => o.id).sort());
    const one = unapproved[0]!;
    expect(new URL(one.tracking_url!).searchParams.get('cid')).toBe(String(FIXTURES.defaultChannelId));
    const theirs = usd.find((o) => o.id === one.id)!;
    expect(new URL(theirs.tracking_url!).searchParams.get('cid')).toBe(String(FIXTURES.usdDefaultChannelId));
  });

  it('embeds a requested pending channel as asked; an unknown one falls back to the default', async () => {
    const cid = async (channel_id: number) =>
      new URL((await offers({ channel_id, per_page: 1 })).data[0]!.tracking_url!).searchParams.get('cid');
    expect(await cid(FIXTURES.pendingChannelId)).toBe(String(FIXTURES.pendingChannelId));
    expect(await cid(FIXTURES.usdDefaultChannelId)).toBe(String(FIXTURES.defaultChannelId));
  });
});

describe('GET /offers/:id', () => {
  it('returns one live offer, and 404 "Offer not found" for absent, expired or hidden ones', async () => {
    const [first] = (await offers({ per_page: 1 })).data;
    const { data } = await client.get(`/offers/${first!.id}`, dataOf(offerSchema), {
      query: { channel_id: FIXTURES.approvedChannelId },
    });
    expect(data.id).toBe(first!.id);
    expect(new URL(data.tracking_url!).searchParams.get('cid')).toBe(String(FIXTURES.approvedChannelId));
    const hidden = sandbox().state.offers.filter(
      (o) => !o.live || o.campaignId === FIXTURES.pausedCampaignId || o.campaignId === FIXTURES.deletedCampaignId,
    );
    expect(hidden.length).toBeGreaterThan(2);
    for (const o of hidden) expect(await client.error({ path: `/offers/${o.id}` }, 404)).toBe('Offer not found');
    expect(await client.error({ path: '/offers/1' }, 404)).toBe('Offer not found');
  });
});
