// @vitest-environment node
// The e2e suite keeps one sandbox per Playwright worker and calls reset() before each test: everything a test can
// change over the API, the HTTP controls or the handle must come back to the seeded state, the request log empty.
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../sandbox/fixtures';
import { INR, useSandbox } from './helpers';

const sandbox = useSandbox();

async function send(path: string, init: RequestInit = {}, key: string | null = INR) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (key) headers.Authorization = `Token ${key}`;
  const res = await fetch(`${sandbox().baseUrl}${path}`, { ...init, headers });
  return { status: res.status, json: (await res.json()) as { data: unknown; meta?: unknown } };
}

async function control(path: string, body: unknown) {
  const res = await fetch(`${sandbox().origin}/__sandbox${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

/** What a test can observe of the sandbox through the API. */
async function observed() {
  const channels = await send('/channels?per_page=100');
  const transactions = await send('/transactions?per_page=1&start_date=2000-01-01');
  const campaign = await send(`/campaigns/${FIXTURES.openCampaignId}`);
  return { channels: channels.json, total: transactions.json.meta, campaign: campaign.status };
}

describe('reset', () => {
  it('undoes writes, controls, faults and the AI switch, and empties the request log', async () => {
    sandbox().reset();
    const seeded = await observed();
    sandbox().clearRequests();

    const created = await send('/channels', {
      method: 'POST',
      body: JSON.stringify({ name: 'Reset check', source_url: 'https://reset.example.org/', category_id: 1 }),
    });
    expect(created.status).toBe(201);
    await control('/transactions', { key: INR, add: 3 });
    await control('/campaigns', { id: FIXTURES.openCampaignId, status: 'paused' });
    sandbox().setAiFailure(true);
    sandbox().addFault({ path: '/ping', status: 500, count: 5 });
    expect(await observed()).not.toEqual(seeded);
    expect(sandbox().requests().length).toBeGreaterThan(0);

    sandbox().reset();
    expect(sandbox().requests()).toEqual([]);
    expect((await send('/ping')).status).toBe(200);
    expect(await observed()).toEqual(seeded);
    const monetized = await send('/links/monetize', {
      method: 'POST',
      body: JSON.stringify({
        url: `https://www.${FIXTURES.openCampaignDomain}/p/1`,
        title: 'Rice',
        description: 'Long grain.',
        rewrite_using_ai: true,
      }),
    });
    expect(monetized.status).toBe(200);
    // The AI rewrite works again: the title is rewritten.
    expect((monetized.json.data as { title: string }).title).not.toBe('Rice');
  });
});
