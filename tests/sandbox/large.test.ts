// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accessRequestSchema, campaignSchema, dataOf, listOf, transactionSchema } from '../../lib/core/api/schemas';
import { FIXTURES } from '../../sandbox/fixtures';
import { startSandbox } from '../../sandbox/server';
import { allPages, api, TODAY, useSandbox } from './helpers';

const sandbox = useSandbox({ scale: 'large' });
const client = api(sandbox);

describe('large scale', () => {
  // How fast it starts is the benchmark's business (timed tests fail on a loaded machine); this checks what it builds.
  it('builds the same large data again from the same seed', async () => {
    const one = await startSandbox({ port: 0, quiet: true, scale: 'large', today: TODAY, seed: 7 });
    const two = await startSandbox({ port: 0, quiet: true, scale: 'large', today: TODAY, seed: 7 });
    try {
      expect(two.state.campaigns).toHaveLength(one.state.campaigns.length);
      expect(two.state.campaigns.map((c) => c.id)).toEqual(one.state.campaigns.map((c) => c.id));
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('holds about 5,000 campaigns and 20,000 transactions, with the fixtures unchanged', async () => {
    expect(sandbox().state.campaigns).toHaveLength(5000);
    const campaigns = await client.get('/campaigns', listOf(campaignSchema), { query: { per_page: 500 } });
    expect(campaigns.meta.total).toBeGreaterThan(4700);
    let transactions = 0;
    for (const key of [sandbox().keys.inrLegacy.key, sandbox().keys.usdFull.key]) {
      const page = await client.get('/transactions', listOf(transactionSchema), {
        key,
        query: { start_date: '2020-01-01', end_date: '2025-06-17', per_page: 500 },
      });
      transactions += page.meta.total;
    }
    expect(transactions).toBeGreaterThan(18_000);
    expect(transactions).toBeLessThan(22_000);
    const open = await client.get(`/campaigns/${FIXTURES.openCampaignId}`, dataOf(campaignSchema));
    expect(open.data).toMatchObject({ access_status: 'open', domain: FIXTURES.openCampaignDomain });
  });

  it('counts real access requests toward the daily limit of 100', async () => {
    const { items } = await allPages((page) =>
      client.get('/campaigns', listOf(campaignSchema), { query: { page, per_page: 500 } }),
    );
    const notApplied = items.filter((c) => c.access_status === 'not_applied').map((c) => c.id);
    expect(notApplied.length).toBeGreaterThan(100);
    for (const id of notApplied.slice(0, 100)) {
      await client.post(`/campaigns/${id}/request_access`, {}, dataOf(accessRequestSchema), { status: 201 });
    }
    const body = await client.rateLimited({
      method: 'POST',
      path: `/campaigns/${notApplied[100]}/request_access`,
      body: {},
    });
    expect(body).toMatchObject({ limit: 100, used: 100, resets_at: '2025-06-19T00:00:00' });
  });
});
