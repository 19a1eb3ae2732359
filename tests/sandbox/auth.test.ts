// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  campaignSchema,
  categoryLookupSchema,
  convertResultSchema,
  countryLookupSchema,
  dataOf,
  errorBodySchema,
  listOf,
  lookupListOf,
  pingSchema,
  SCOPES,
  transactionSchema,
} from '../../lib/core/api/schemas';
import { api, INR, LIMITED, USD, useSandbox } from './helpers';

const sandbox = useSandbox();
const client = api(sandbox);

describe('token authentication', () => {
  it('answers 401 with an error body without a key, with another scheme, or with an unknown key', async () => {
    expect(await client.error({ path: '/ping', key: null }, 401)).toMatch(/Missing API key/);
    expect(await client.error({ path: '/campaigns', key: 'not-a-key' }, 401)).toMatch(/Invalid API key/);
    const bearer = await fetch(`${sandbox().baseUrl}/ping`, { headers: { Authorization: `Bearer ${INR}` } });
    expect(bearer.status).toBe(401);
    expect(errorBodySchema.parse(await bearer.json()).error).toMatch(/Token <API_KEY>/);
  });

  it('pings with the identity of each key: legacy (scopes null), explicit scopes, limited', async () => {
    const legacy = await client.get('/ping', pingSchema);
    expect(legacy.publisher).toMatchObject({ name: 'Asha Verma', email: 'asha@example.in', currency: 'INR' });
    expect(legacy.api_key.scopes).toBeNull();
    expect(legacy.version).toMatch(/^3\.\d+$/);

    const usd = await client.get('/ping', pingSchema, { key: USD });
    expect(usd.publisher.currency).toBe('USD');
    expect(usd.publisher.id).not.toBe(legacy.publisher.id);
    expect([...(usd.api_key.scopes ?? [])].sort()).toEqual([...SCOPES].sort());

    const limited = await client.get('/ping', pingSchema, { key: LIMITED });
    expect(limited.publisher.id).toBe(legacy.publisher.id);
    expect(limited.api_key.scopes).toEqual(['read:campaigns', 'write:links']);
  });

  it('answers 403 naming the missing scope, and lets the scopes the key has through', async () => {
    const cases = [
      ['/transactions', 'read:transactions'],
      ['/cpc_clicks', 'read:transactions'],
      ['/offers', 'read:offers'],
      ['/channels', 'read:channels'],
      ['/reports/performance', 'read:reports'],
      ['/invoices', 'read:invoices'],
      ['/missing_transactions', 'read:missing_transactions'],
    ] as const;
    for (const [path, scope] of cases) {
      expect(await client.error({ path, key: LIMITED }, 403)).toContain(scope);
    }
    expect(
      await client.error(
        { method: 'POST', path: '/channels', body: { name: 'x', source_url: 'https://x.in' }, key: LIMITED },
        403,
      ),
    ).toContain('write:channels');
    expect(
      await client.error({ method: 'POST', path: '/missing_transactions', body: {}, key: LIMITED }, 403),
    ).toContain('write:missing_transactions');
    await client.get('/campaigns', listOf(campaignSchema), { key: LIMITED });
    await client.post('/links/convert', { url: 'https://www.kiranabasket.in/' }, dataOf(convertResultSchema), {
      key: LIMITED,
    });
  });

  it('gives the legacy key and the all-scopes key full access', async () => {
    for (const key of [INR, USD]) {
      await client.get('/transactions', listOf(transactionSchema), { key });
      await client.get('/countries', lookupListOf(countryLookupSchema), { key });
      await client.get('/categories', lookupListOf(categoryLookupSchema), { key });
    }
  });

  it('asks read:campaigns for countries and categories (not shown by the spec; what the client assumes)', async () => {
    await client.get('/countries', lookupListOf(countryLookupSchema), { key: LIMITED });
    await client.get('/categories', lookupListOf(categoryLookupSchema), { key: LIMITED });
    const record = sandbox().state.keys.get(LIMITED)!;
    const before = record.scopes;
    record.scopes = ['write:links', 'read:offers'];
    try {
      expect(await client.error({ path: '/countries', key: LIMITED }, 403)).toContain('read:campaigns');
      expect(await client.error({ path: '/categories', key: LIMITED }, 403)).toContain('read:campaigns');
    } finally {
      record.scopes = before;
    }
  });

  it('answers 404 with an error body for an unknown API path', async () => {
    expect(await client.error({ path: '/no-such-thing' }, 404)).toMatch(/Not found/);
  });
});
