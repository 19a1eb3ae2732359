// @vitest-environment node
// Issue 24: CPC clicks decided later, through the sandbox's control, also for the USD account (whose clicks stay INR).
import { describe, expect, it } from 'vitest';
import { cpcClickSchema, listOf } from '../../lib/core/api/schemas';
import { api, INR, USD, useSandbox } from './helpers';

const sandbox = useSandbox({ fresh: true });
const client = api(sandbox);
const control = (body: unknown) =>
  fetch(`${sandbox().origin}/__sandbox/cpc-clicks`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const clicksOf = async (key: string, date: string, query: Record<string, string> = {}) =>
  (await client.get('/cpc_clicks', listOf(cpcClickSchema), { query: { date, per_page: 500, ...query }, key })).data;

describe('CPC clicks decided later', () => {
  it('a click of 20 days ago is rejected now: it comes back with a fresh updated_at, and only it', async () => {
    const date = '2025-05-29'; // 20 days before the helpers' TODAY
    const before = await clicksOf(INR, date);
    const click = before.find((k) => k.status !== 'rejected')!;
    expect(click).toBeDefined();
    const answer = await control({ key: INR, date, ids: [click.id], status: 'rejected' });
    expect(answer.status).toBe(200);
    const since = new Date(Date.parse(`${(await answer.json()).data[0].updated_at}`) - 1000).toISOString();
    const changed = await clicksOf(INR, date, { updated_since: since });
    expect(changed.map((k) => [k.id, k.status])).toEqual([[click.id, 'rejected']]);
  });

  it('the USD account has CPC clicks too, in INR, and they can be decided', async () => {
    const date = '2025-06-15';
    const clicks = await clicksOf(USD, date);
    expect(clicks.length).toBeGreaterThan(0);
    expect(new Set(clicks.map((k) => k.currency))).toEqual(new Set(['INR']));
    const answer = await control({ key: USD, date, ids: [clicks[0]!.id], status: 'validated' });
    expect((await answer.json()).data[0]).toMatchObject({ id: clicks[0]!.id, status: 'validated' });
  });

  it('refuses a click of another day, a status the spec does not have, and no ids', async () => {
    expect((await control({ key: INR, date: '2025-06-15', ids: [1], status: 'validated' })).status).toBe(422);
    expect((await control({ key: INR, date: '2025-06-15', ids: [1], status: 'paid' })).status).toBe(422);
    expect((await control({ key: INR, date: '2025-06-15', ids: [], status: 'validated' })).status).toBe(422);
  });
});
