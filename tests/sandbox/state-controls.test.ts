// @vitest-environment node
// The controls that change the sandbox's data over HTTP: sales added with any of the five sub IDs, and a campaign
// paused, deleted or reactivated (or a publisher's access to it changed), which then behaves as the seeded ones.
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  campaignSchema,
  convertResultSchema,
  dataOf,
  errorBodySchema,
  listOf,
  offerSchema,
  transactionSchema,
} from '../../lib/core/api/schemas';
import { FIXTURES } from '../../sandbox/fixtures';
import { DEMO_KEYS } from '../../sandbox/keys';
import { api, INR, USD, useSandbox } from './helpers';

const sandbox = useSandbox({ fresh: true });
const client = api(sandbox);

async function control(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${sandbox().origin}/__sandbox${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

const added = dataOf(z.array(transactionSchema));

describe('POST /__sandbox/transactions: sub IDs of an added sale', () => {
  it('fills the slots named in sub_ids, and the API lists the sale with them', async () => {
    const { status, json } = await control('/transactions', {
      key: INR,
      add: 1,
      sub_ids: { '2': 'insta', '5': 't1124-ab3d' },
    });
    expect(status).toBe(200);
    const [sale] = added.parse(json).data;
    expect(sale).toMatchObject({
      sub_id: null,
      sub_id_2: 'insta',
      sub_id_3: null,
      sub_id_4: null,
      sub_id_5: 't1124-ab3d',
    });
    const listed = await client.get('/transactions', listOf(transactionSchema), {
      query: { updated_since: '2025-06-18T00:00:00Z', sort: 'updated_at', per_page: 500 },
    });
    expect(listed.data.find((t) => t.id === sale?.id)?.sub_id_5).toBe('t1124-ab3d');
  });

  it('keeps sub_id as slot 1, alone or beside the other slots', async () => {
    const one = added.parse((await control('/transactions', { key: INR, add: 1, sub_id: 'summer' })).json).data[0];
    expect(one).toMatchObject({ sub_id: 'summer', sub_id_5: null });
    const both = added.parse(
      (await control('/transactions', { key: USD, add: 2, sub_id: 'a', sub_ids: { '4': 'd' } })).json,
    ).data;
    expect(both.map((t) => [t.sub_id, t.sub_id_4])).toEqual([
      ['a', 'd'],
      ['a', 'd'],
    ]);
  });

  it.each([
    ['a list', ['x']],
    ['a text', 'x'],
    ['slot 0', { '0': 'x' }],
    ['slot 6', { '6': 'x' }],
    ['a word for a slot', { five: 'x' }],
    ['a number for a value', { '5': 5 }],
    ['a blank value', { '5': '  ' }],
    ['a value of 256 characters', { '5': 'x'.repeat(256) }],
  ])('refuses sub_ids with %s (422, nothing added)', async (_, subIds) => {
    const before = sandbox().state.publishers.get(DEMO_KEYS.inrLegacy.publisherId)?.transactions.length;
    const { status, json } = await control('/transactions', { key: INR, add: 1, sub_ids: subIds });
    expect(status).toBe(422);
    expect(errorBodySchema.parse(json).error).toMatch(/sub_ids/);
    expect(sandbox().state.publishers.get(DEMO_KEYS.inrLegacy.publisherId)?.transactions.length).toBe(before);
  });

  it('refuses sub ID 1 given twice', async () => {
    const { status, json } = await control('/transactions', { key: INR, add: 1, sub_id: 'a', sub_ids: { '1': 'b' } });
    expect(status).toBe(422);
    expect(errorBodySchema.parse(json).error).toMatch(/sub ID 1 once/);
  });
});

const campaignState = z.object({
  data: z.object({ id: z.number(), status: z.string(), access_status: z.optional(z.string()), updated_at: z.string() }),
});

const liveIds = async (key = INR) =>
  (await client.get('/campaigns', listOf(campaignSchema), { query: { per_page: 500 }, key })).data.map((c) => c.id);

describe('POST /__sandbox/campaigns', () => {
  it('a paused campaign leaves the list, 404s on detail, hides its offers and converts without earning', async () => {
    const id = FIXTURES.openCampaignId;
    expect(await liveIds()).toContain(id);
    const offersBefore = await client.get('/offers', listOf(offerSchema), { query: { campaign_id: id } });
    expect(offersBefore.data.length).toBeGreaterThan(0);

    const { status, json } = await control('/campaigns', { id, status: 'paused' });
    expect(status).toBe(200);
    expect(campaignState.parse(json).data).toMatchObject({ id, status: 'paused', updated_at: '2025-06-18T09:30:00Z' });

    expect(await liveIds()).not.toContain(id);
    expect(await liveIds(USD)).not.toContain(id);
    expect(await client.error({ path: `/campaigns/${id}` }, 404)).toBe('Campaign not found');
    // As for the seeded paused campaign.
    expect(await client.error({ path: `/campaigns/${FIXTURES.pausedCampaignId}` }, 404)).toBe('Campaign not found');
    const offersAfter = await client.get('/offers', listOf(offerSchema), { query: { campaign_id: id } });
    expect(offersAfter.data).toEqual([]);
    const converted = await client.post(
      '/links/convert',
      { url: FIXTURES.openCampaignUrl },
      dataOf(convertResultSchema),
    );
    expect(converted.data).toMatchObject({ affiliated: false, campaign: { id } });
  });

  it('deleted is hidden too, and active brings it back', async () => {
    const id = FIXTURES.approvedCampaignId;
    await control('/campaigns', { id, status: 'deleted' });
    expect(await liveIds()).not.toContain(id);
    await client.error({ path: `/campaigns/${id}` }, 404);
    await control('/campaigns', { id, status: 'active' });
    expect(await liveIds()).toContain(id);
    const detail = await client.get(`/campaigns/${id}`, dataOf(campaignSchema));
    expect(detail.data.access_status).toBe('approved');
  });

  it('changes one publisher’s access_status, not the other’s', async () => {
    const id = FIXTURES.openCampaignId;
    const { status, json } = await control('/campaigns', { id, key: INR, access_status: 'blocked' });
    expect(status).toBe(200);
    expect(campaignState.parse(json).data).toMatchObject({ id, status: 'active', access_status: 'blocked' });
    const inr = await client.get(`/campaigns/${id}`, dataOf(campaignSchema));
    expect(inr.data.access_status).toBe('blocked');
    const usd = await client.get(`/campaigns/${id}`, dataOf(campaignSchema), { key: USD });
    expect(usd.data.access_status).toBe('open');
    const converted = await client.post(
      '/links/convert',
      { url: FIXTURES.openCampaignUrl },
      dataOf(convertResultSchema),
    );
    expect(converted.data.affiliated).toBe(false);
  });

  it('a rejection set by the control starts the cooldown today', async () => {
    const id = FIXTURES.notAppliedCampaignId;
    await control('/campaigns', { id, key: INR, access_status: 'rejected' });
    expect(await client.error({ method: 'POST', path: `/campaigns/${id}/request_access`, body: {} }, 422)).toMatch(
      /rejected on 2025-06-18; you can re-apply on 2025-09-18/,
    );
  });

  it.each([
    ['no id', { status: 'paused' }, /id must be/],
    ['an unknown id', { id: 99_999_999, status: 'paused' }, /id must be/],
    ['no change asked', { id: FIXTURES.openCampaignId }, /give status/],
    ['an unknown status', { id: FIXTURES.openCampaignId, status: 'stopped' }, /status must be one of/],
    ['access_status without a key', { id: FIXTURES.openCampaignId, access_status: 'blocked' }, /needs the key/],
    ['an unknown key', { id: FIXTURES.openCampaignId, key: 'nope', access_status: 'blocked' }, /key must be/],
    [
      'an unknown access_status',
      { id: FIXTURES.openCampaignId, key: INR, access_status: 'maybe' },
      /access_status must be one of/,
    ],
    [
      'a good status with a bad access_status',
      { id: FIXTURES.openCampaignId, status: 'paused', key: INR, access_status: 'x' },
      /access_status/,
    ],
  ])('refuses %s with 422 and changes nothing', async (_, body, message) => {
    const { status, json } = await control('/campaigns', body);
    expect(status).toBe(422);
    expect(errorBodySchema.parse(json).error).toMatch(message);
    expect(await liveIds()).toContain(FIXTURES.openCampaignId);
  });

  it('reset brings the seeded state back', async () => {
    await control('/campaigns', { id: FIXTURES.openCampaignId, status: 'paused' });
    sandbox().reset();
    expect(await liveIds()).toContain(FIXTURES.openCampaignId);
  });
});
