// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accessRequestSchema, campaignSchema, dataOf, listOf } from '../../lib/core/api/schemas';
import { FIXTURES } from '../../sandbox/fixtures';
import { api, INR, LIMITED, TODAY, TODAY_DAY, USD, useSandbox } from './helpers';

const sandbox = useSandbox({ fresh: true });
const client = api(sandbox);
const requestAccess = (id: number, body: unknown = {}, status = 201, key = INR) =>
  client.post(`/campaigns/${id}/request_access`, body, dataOf(accessRequestSchema), { status, key });
const refused = (id: number, body: unknown = {}, status = 422) =>
  client.error({ method: 'POST', path: `/campaigns/${id}/request_access`, body }, status);

describe('POST /campaigns/:id/request_access', () => {
  it('not_applied -> 201 pending with an access request record, and the campaign shows pending', async () => {
    const { data } = await requestAccess(FIXTURES.notAppliedCampaignId, { promotion_details: 'Blog reviews' });
    expect(data).toMatchObject({
      campaign_id: FIXTURES.notAppliedCampaignId,
      channel_id: FIXTURES.defaultChannelId,
      promotion_details: 'Blog reviews',
      status: 'pending',
    });
    const pending = await client.get('/campaigns', listOf(campaignSchema), {
      query: { access_status: 'pending', per_page: 500 },
    });
    expect(pending.data.map((c) => c.id)).toContain(FIXTURES.notAppliedCampaignId);
  });

  it('uses the channel_id given when it is the publisher’s, and refuses another publisher’s with 422', async () => {
    const { data } = await requestAccess(FIXTURES.notAppliedCampaignIds[1]!, {
      channel_id: FIXTURES.approvedChannelId,
    });
    expect(data.channel_id).toBe(FIXTURES.approvedChannelId);
    expect(await refused(FIXTURES.notAppliedCampaignIds[2]!, { channel_id: FIXTURES.usdDefaultChannelId })).toMatch(
      /channel_id 601 does not belong to your account/,
    );
  });

  it('rejected past the 3-month cooldown -> 200 pending, the same request reset with the new details', async () => {
    const { data } = await requestAccess(
      FIXTURES.rejectedPastCooldownCampaignId,
      { promotion_details: 'Now with a YouTube channel' },
      200,
    );
    expect(data).toMatchObject({ status: 'pending', promotion_details: 'Now with a YouTube channel' });
    expect(await refused(FIXTURES.rejectedPastCooldownCampaignId)).toMatch(/already pending/);
  });

  it('rejected in cooldown -> 422 giving the exact re-apply date', async () => {
    const message = await refused(FIXTURES.rejectedInCooldownCampaignId);
    const expected = FIXTURES.rejectedInCooldownReapplyDate(TODAY);
    expect(expected).toBe('2025-08-19'); // rejected on 2025-05-19, 30 days before 2025-06-18
    expect(message).toContain(`re-apply on ${expected}`);
  });

  it('pending -> 422 duplicate; approved -> 422 already have access; open -> 422 no request needed', async () => {
    expect(await refused(FIXTURES.pendingCampaignId)).toMatch(/Duplicate request/);
    expect(await refused(FIXTURES.approvedCampaignId)).toMatch(/already have access/);
    expect(await refused(FIXTURES.openCampaignId)).toMatch(/no access request is needed/);
  });

  it('blocked (no row in the spec`s table): the request is recorded, 201, and the campaign stays blocked', async () => {
    const { data } = await requestAccess(FIXTURES.blockedCampaignId, { promotion_details: 'Please review' });
    expect(data).toMatchObject({ campaign_id: FIXTURES.blockedCampaignId, status: 'pending' });
    const still = await client.get(`/campaigns/${FIXTURES.blockedCampaignId}`, dataOf(campaignSchema));
    expect(still.data.access_status).toBe('blocked');
    expect(await refused(FIXTURES.blockedCampaignId)).toMatch(/Duplicate request/);
  });

  it('paused or deleted campaign -> 422 not accepting requests; absent -> 404', async () => {
    expect(await refused(FIXTURES.pausedCampaignId)).toMatch(/not accepting access requests/);
    expect(await refused(FIXTURES.deletedCampaignId)).toMatch(/not accepting access requests/);
    expect(await refused(424_242, {}, 404)).toBe('Campaign not found');
  });

  it('needs read:campaigns only (the limited key may apply) and keeps each publisher’s access apart', async () => {
    await requestAccess(FIXTURES.notAppliedCampaignId, {}, 201, LIMITED);
    // The USD publisher is approved for this campaign.
    const usd = await client.error(
      { method: 'POST', path: `/campaigns/${FIXTURES.notAppliedCampaignId}/request_access`, body: {}, key: USD },
      422,
    );
    expect(usd).toMatch(/already have access/);
  });

  it('answers 429 {error, limit: 100, used, resets_at} once 100 requests were made today', async () => {
    sandbox().setUsage(INR, 'access_requests', 99);
    await requestAccess(FIXTURES.notAppliedCampaignIds[3]!);
    const body = await client.rateLimited({
      method: 'POST',
      path: `/campaigns/${FIXTURES.notAppliedCampaignIds[4]}/request_access`,
      body: {},
    });
    // Without a zone (ISO 8601 allows it; the spec says the time is UTC): the client reads it as UTC.
    expect(body).toMatchObject({ limit: 100, used: 100, resets_at: '2025-06-19T00:00:00' });
    expect(body.error).toMatch(/Daily limit/);
    // Refusals for other reasons still come first, and nothing was created by the 429.
    expect(await refused(FIXTURES.openCampaignId)).toMatch(/no access request is needed/);
    const still = await client.get(`/campaigns/${FIXTURES.notAppliedCampaignIds[4]}`, dataOf(campaignSchema));
    expect(still.data.access_status).toBe('not_applied');
    expect(TODAY_DAY).toBe('2025-06-18');
  });
});
