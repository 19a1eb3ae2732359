// @vitest-environment node
// The fixtures the e2e tests and the popup rely on, checked against a sandbox on today's real date.
import { describe, expect, it } from 'vitest';
import {
  accessRequestSchema,
  campaignDetailSchema,
  channelSchema,
  convertResultSchema,
  dataOf,
  listOf,
  offerSchema,
  transactionSchema,
} from '../../lib/core/api/schemas';
import { FIXTURES } from '../../sandbox/fixtures';
import { api, USD, useSandbox } from './helpers';

const sandbox = useSandbox({ today: undefined, fresh: true });
const client = api(sandbox);
const campaign = async (id: number) => (await client.get(`/campaigns/${id}`, dataOf(campaignDetailSchema))).data;

describe('FIXTURES', () => {
  it('names campaigns in the promised states, on the promised domains', async () => {
    expect(await campaign(FIXTURES.openCampaignId)).toMatchObject({
      access_status: 'open',
      domain: FIXTURES.openCampaignDomain,
      url: FIXTURES.openCampaignUrl,
    });
    expect(await campaign(FIXTURES.approvedCampaignId)).toMatchObject({
      access_status: 'approved',
      domain: FIXTURES.approvedCampaignDomain,
      url: FIXTURES.approvedCampaignUrl,
    });
    expect((await campaign(FIXTURES.coInCampaignId)).domain).toBe(FIXTURES.coInCampaignDomain);
    for (const id of FIXTURES.notAppliedCampaignIds)
      expect((await campaign(id)).access_status, `${id}`).toBe('not_applied');
    expect((await campaign(FIXTURES.rejectedInCooldownCampaignId)).access_status).toBe('rejected');
    expect((await campaign(FIXTURES.rejectedPastCooldownCampaignId)).access_status).toBe('rejected');
    expect((await campaign(FIXTURES.pendingCampaignId)).access_status).toBe('pending');
    expect((await campaign(FIXTURES.blockedCampaignId)).access_status).toBe('blocked');
    expect(await campaign(FIXTURES.cpcCampaignId)).toMatchObject({ campaign_type: 'CPC', access_status: 'open' });
    for (const id of [FIXTURES.pausedCampaignId, FIXTURES.deletedCampaignId]) {
      expect(await client.error({ path: `/campaigns/${id}` }, 404)).toBe('Campaign not found');
    }
  });

  it('gives the promised re-apply date and re-apply outcome', async () => {
    const message = await client.error(
      { method: 'POST', path: `/campaigns/${FIXTURES.rejectedInCooldownCampaignId}/request_access`, body: {} },
      422,
    );
    expect(message).toContain(FIXTURES.rejectedInCooldownReapplyDate());
    await client.post(
      `/campaigns/${FIXTURES.rejectedPastCooldownCampaignId}/request_access`,
      {},
      dataOf(accessRequestSchema),
    );
  });

  it('has coupons on the coupon domain, no campaign on the no-campaign domain, and the sub ID on transactions', async () => {
    const offers = await client.get('/offers', listOf(offerSchema), { query: { q: 'kirana', per_page: 100 } });
    expect(offers.data.map((o) => o.coupon_code)).toContain(FIXTURES.couponCode);
    const convert = (domain: string) =>
      client.post('/links/convert', { url: `https://www.${domain}/` }, dataOf(convertResultSchema)).then((r) => r.data);
    expect((await convert(FIXTURES.couponCampaignDomain)).campaign?.id).toBe(FIXTURES.openCampaignId);
    expect((await convert(FIXTURES.noCampaignDomain)).campaign).toBeNull();
    const tx = await client.get('/transactions', listOf(transactionSchema), {
      query: { sub_id: FIXTURES.knownSubId, start_date: '2020-01-01', end_date: '2100-01-01' },
    });
    expect(tx.meta.total).toBeGreaterThan(0);
  });

  it('names channels in the promised states', async () => {
    const { data } = await client.get('/channels', listOf(channelSchema));
    const byId = new Map(data.map((c) => [c.id, c]));
    expect(byId.get(FIXTURES.defaultChannelId)).toMatchObject({ status: 'approved', is_default: true });
    expect(byId.get(FIXTURES.approvedChannelId)).toMatchObject({ status: 'approved', is_default: false });
    expect(byId.get(FIXTURES.pendingChannelId)?.status).toBe('pending');
    expect(byId.get(FIXTURES.rejectedChannelId)?.status).toBe('rejected');
    const usd = await client.get('/channels', listOf(channelSchema), { key: USD });
    expect(usd.data.find((c) => c.is_default)?.id).toBe(FIXTURES.usdDefaultChannelId);
  });
});
