// @vitest-environment node
// Issue 24: the sandbox's tie-order fault and its "many sales in one second" control; its answers carry its clock.
import { describe, expect, it } from 'vitest';
import { listOf, transactionSchema } from '../../lib/core/api/schemas';
import { api, INR, useSandbox } from './helpers';

const sandbox = useSandbox({ fresh: true });
const client = api(sandbox);
const control = (path: string, body: unknown) =>
  fetch(`${sandbox().origin}/__sandbox${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('tie order', () => {
  it('600 sales stamped in one second; with the fault on, their order by updated_at changes between requests', async () => {
    const added = await control('/transactions', { key: INR, add: 600 });
    expect(added.status).toBe(200);
    const stamps = new Set(((await added.json()) as { data: { updated_at: string }[] }).data.map((t) => t.updated_at));
    expect(stamps.size).toBe(1);
    const since = new Date(Date.parse([...stamps][0]!) - 1000).toISOString();
    const firstPage = async () =>
      (
        await client.get('/transactions', listOf(transactionSchema), {
          query: { updated_since: since, sort: 'updated_at', order: 'asc', per_page: 500, page: 1 },
          key: INR,
        })
      ).data.map((t) => t.id);
    expect(await firstPage()).toEqual(await firstPage());
    expect((await control('/tie-order', { shuffle: true })).status).toBe(200);
    expect(await firstPage()).not.toEqual(await firstPage());
    expect((await control('/tie-order', {})).status).toBe(422);
  });

  it('every answer carries the sandbox clock in its Date header', async () => {
    const response = await fetch(`${sandbox().origin}/pub_api/v3/ping`, { headers: { Authorization: `Token ${INR}` } });
    expect(Number.isNaN(Date.parse(response.headers.get('Date') ?? ''))).toBe(false);
  });
});
