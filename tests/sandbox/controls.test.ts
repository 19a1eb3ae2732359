// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  campaignSchema,
  channelSchema,
  convertResultSchema,
  dataOf,
  errorBodySchema,
  listOf,
  pingSchema,
} from '../../lib/core/api/schemas';
import { FIXTURES } from '../../sandbox/fixtures';
import { api, deletedSchema, INR, useSandbox } from './helpers';

const sandbox = useSandbox({ fresh: true });
const client = api(sandbox);
const control = (path: string, method = 'GET', body?: unknown) =>
  fetch(`${sandbox().origin}/__sandbox${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** A GET with another Host header (fetch cannot set Host). */
function getWithHost(
  host: string,
  path: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { port } = new URL(sandbox().origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { Host: host } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('fault injection', () => {
  it('answers the next N matching requests with the injected status and body, then the real thing', async () => {
    const res = await control('/faults', 'POST', {
      path: '/links/convert',
      status: 503,
      body: '{"error":"Down for maintenance"}',
      count: 2,
    });
    expect(res.status).toBe(201);
    const req = { method: 'POST' as const, path: '/links/convert', body: { url: 'https://www.kiranabasket.in/' } };
    expect(await client.error(req, 503)).toBe('Down for maintenance');
    expect(await client.error(req, 503)).toBe('Down for maintenance');
    await client.post('/links/convert', req.body, dataOf(convertResultSchema));
  });

  it('can send malformed JSON, match a method only, and add latency before the real answer', async () => {
    // The one answer here that cannot fit a schema: the point is a body that is not JSON at all.
    sandbox().addFault({ path: '/ping', body: '{"status": "ok", ', status: 200 });
    const raw = await fetch(`${sandbox().baseUrl}/ping`, { headers: { Authorization: `Token ${INR}` } });
    expect(raw.status).toBe(200);
    await expect(raw.json()).rejects.toThrow();

    await control('/faults', 'POST', { path: '/channels', method: 'post', status: 500 });
    await client.get('/channels', listOf(channelSchema)); // GET is not affected
    expect(await client.error({ method: 'POST', path: '/channels', body: {} }, 500)).toMatch(
      /Injected fault: HTTP 500/,
    );

    await control('/faults', 'POST', { path: '/ping', latencyMs: 250 });
    const started = Date.now();
    await client.get('/ping', pingSchema);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('can answer with a redirect (a Location header), which the real API never sends', async () => {
    await control('/faults', 'POST', { path: '/ping', status: 307, location: 'http://localhost:1/pub_api/v3/ping' });
    const res = await sandbox().app.request('/pub_api/v3/ping', { headers: { Authorization: `Token ${INR}` } });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('http://localhost:1/pub_api/v3/ping');
  });

  it('clears faults, and refuses a fault without a path or an effect', async () => {
    await control('/faults', 'POST', { path: '/ping', status: 500, count: 5 });
    expect((await (await control('/faults')).json()).data).toHaveLength(1);
    expect((await control('/faults', 'DELETE')).status).toBe(200);
    await client.get('/ping', pingSchema);
    const bad = await control('/faults', 'POST', { status: 500 });
    expect(bad.status).toBe(422);
    errorBodySchema.parse(await bad.json());
    expect((await control('/faults', 'POST', { path: '/ping' })).status).toBe(422);
  });
});

describe('request log, usage, reset', () => {
  it('logs each API request: method, path, query, body, key tail and status; DELETE clears it', async () => {
    await client.get('/campaigns', listOf(campaignSchema), { query: { q: 'kirana', 'category_ids[]': [1, 2] } });
    await client.error({ method: 'POST', path: '/links/convert', body: { url: '' } }, 422);
    const log = (await (await control('/requests')).json()).data;
    expect(log).toMatchObject([
      {
        method: 'GET',
        path: '/campaigns',
        query: { q: 'kirana', 'category_ids[]': ['1', '2'] },
        body: null,
        key_tail: '3f9a',
        status: 200,
      },
      { method: 'POST', path: '/links/convert', body: { url: '' }, key_tail: '3f9a', status: 422 },
    ]);
    expect(sandbox().requests()).toHaveLength(2);
    await control('/requests', 'DELETE');
    expect(sandbox().requests()).toEqual([]);
  });

  it('sets today’s usage through /__sandbox/usage, and resets to fresh seeded state', async () => {
    expect((await control('/usage', 'POST', { key: INR, kind: 'channels', used: 100 })).status).toBe(200);
    const limited = await client.rateLimited({
      method: 'POST',
      path: '/channels',
      body: { name: 'x', source_url: 'https://x.example.in' },
    });
    expect(limited.used).toBe(100);
    await client.delete(`/channels/${FIXTURES.approvedChannelId}`, deletedSchema);
    expect((await control('/reset', 'POST')).status).toBe(200);
    const { data } = await client.get('/channels', listOf(channelSchema));
    expect(data.map((c) => c.id)).toContain(FIXTURES.approvedChannelId);
    await client.post('/channels', { name: 'x', source_url: 'https://x.example.in' }, dataOf(channelSchema), {
      status: 201,
    });
  });

  it('runs in-process too, through the app on the handle', async () => {
    const res = await sandbox().app.request('/pub_api/v3/ping', { headers: { Authorization: `Token ${INR}` } });
    expect(pingSchema.parse(await res.json()).publisher.publisher_id).toBe('PUB-10421');
  });
});

describe('other hosts', () => {
  it('serves a merchant product page with a <title> for any path of a foreign host', async () => {
    const page = await getWithHost(`www.${FIXTURES.openCampaignDomain}`, '/p/basmati-rice-5kg?utm=x');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<title>Basmati Rice 5kg | Kirana Basket</title>');
    const home = await getWithHost('shop.unknown-store.example:8080', '/');
    expect(home.body).toMatch(/<title>[^<]+ \| shop\.unknown-store\.example<\/title>/);
  });

  it('redirects tracking links to the merchant URL and short links to their tracking link', async () => {
    const url = 'http://www.kiranabasket.in/p/atta';
    const { data } = await client.post('/links/convert', { url, shorten: true }, dataOf(convertResultSchema));
    const short = new URL(data.short_url!);
    const hop1 = await getWithHost(short.host, short.pathname);
    expect(hop1.status).toBe(302);
    expect(hop1.headers.location).toBe(data.tracking_url);
    const tracking = new URL(data.tracking_url);
    const hop2 = await getWithHost(tracking.host, `${tracking.pathname}${tracking.search}`);
    expect(hop2.status).toBe(302);
    expect(hop2.headers.location).toBe(url);
  });
});
