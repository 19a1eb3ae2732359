// The post converter's one link in the background: a store's short link followed to the merchant's page (a local
// HTTP server stands in for both, reached under their real host names), then converted; a refused permission or a
// short link that leads nowhere leaves it as it was with the reason; the options apply as given; the cache is shared.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Background } from '../../../lib/background/create-background';
import type { PostLinkRequest, Result } from '../../../lib/messaging/protocol';
import { loadNetworkHosts } from '../../../lib/post/network-hosts';
import { testBackground } from '../background-deps';
import { BASE_URL, createFakeApi, type FakeApi, GOOD_KEY } from './fake-api';
import { ownPage } from './harness';

let server: Server;
let port = 0;
const hits: string[] = [];

// Every host name reaches the local server: it is amzn.to and bit.ly (redirecting) and the store (a page).
const agent = new Agent({
  connect: { lookup: (_host, _options, callback) => callback(null, [{ address: '127.0.0.1', family: 4 }]) },
});
const localFetch = ((input: string, init?: RequestInit) =>
  undiciFetch(input, { ...(init as object), dispatcher: agent })) as unknown as typeof fetch;

beforeAll(async () => {
  server = createServer((req, res) => {
    const host = (req.headers.host ?? '').split(':')[0];
    hits.push(`${host}${req.url}`);
    if (host === 'amzn.to' && req.url === '/3xYz12Q') {
      res.writeHead(301, { Location: `http://bit.ly:${port}/hop` }).end();
    } else if (host === 'bit.ly' && req.url === '/hop') {
      res.writeHead(302, { Location: `http://www.kiranabasket.in:${port}/p/basmati-rice-5kg?ref=short` }).end();
    } else if (host === 'amzn.to' && req.url === '/dead') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('no such link');
    } else if (host === 'www.kiranabasket.in') {
      // Stores often refuse a request without cookies; where it landed is all that counts.
      res.writeHead(503, { 'Content-Type': 'text/html' }).end('<title>Robot check</title>');
    } else {
      res.writeHead(500).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await agent.close();
});

let api: FakeApi;
let background: Background;
let allowed: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  hits.length = 0;
  api = createFakeApi();
  allowed = vi.fn(async (pattern: string) => pattern === 'http://amzn.to/*');
  fakeBrowser.permissions.contains = vi.fn(async () => true) as never;
  background = testBackground({
    fetch: api.fetch,
    transport: { maxRetries: 0, sleep: async () => {} },
    shortLinks: { fetch: localFetch, hasPermission: allowed as never },
  });
  const saved = await background.handleMessage(
    { name: 'account.save', request: { apiKey: GOOD_KEY, baseUrl: BASE_URL } },
    ownPage(),
  );
  expect(saved.ok).toBe(true);
});

const OPTIONS = { channelId: 2, shorten: true, subIds: ['tg', '', 'diwali'] };

function convert(url: string, options: Omit<PostLinkRequest, 'url'> = OPTIONS): Promise<Result<unknown>> {
  return background.handleMessage({ name: 'post.convertLink', request: { url, ...options } }, ownPage('/options.html'));
}

describe('post.convertLink: store short links', () => {
  it('follows the short link to the merchant page and converts that page', async () => {
    const result = await convert(`http://amzn.to:${port}/3xYz12Q`);
    expect(result).toMatchObject({
      ok: true,
      data: {
        expanded: true,
        merchantUrl: `http://www.kiranabasket.in:${port}/p/basmati-rice-5kg?ref=short`,
        cached: false,
        result: { affiliated: true },
      },
    });
    expect(hits).toEqual(['amzn.to/3xYz12Q', 'bit.ly/hop', 'www.kiranabasket.in/p/basmati-rice-5kg?ref=short']);
    expect(allowed).toHaveBeenCalledWith('http://amzn.to/*');
    const call = api.calls.find((c) => c.path === '/links/convert');
    expect(call?.body).toEqual({
      url: `http://www.kiranabasket.in:${port}/p/basmati-rice-5kg?ref=short`,
      channel_id: 2,
      shorten: true,
      subid: 'tg',
      subid3: 'diwali',
    });
  });

  it('leaves the link as it was, with the reason, when the permission was refused, and sends nothing', async () => {
    allowed.mockImplementation(async () => false);
    const result = await convert(`http://amzn.to:${port}/3xYz12Q`);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'no_permission', origin: `http://amzn.to:${port}` });
    expect(result.error.message).toContain('amzn.to');
    expect(result.error.message).toMatch(/left as it was/);
    expect(hits).toEqual([]);
    expect(api.count('POST /links/convert')).toBe(0);
  });

  it('says why when the short link leads nowhere, and converts nothing', async () => {
    const result = await convert(`http://amzn.to:${port}/dead`);
    expect(result).toMatchObject({ ok: false, error: { kind: 'network' } });
    if (!result.ok) expect(result.error.message).toContain('HTTP 404');
    expect(api.count('POST /links/convert')).toBe(0);
  });
});

describe('post.convertLink: plain links', () => {
  it('uses the options as given (no site memory) and shares the conversion cache', async () => {
    const url = 'https://www.store3.example.com/p/1';
    const first = await convert(url);
    const second = await convert(url);
    expect(first).toMatchObject({ ok: true, data: { cached: false, expanded: false, merchantUrl: url } });
    expect(second).toMatchObject({ ok: true, data: { cached: true } });
    expect(api.count('POST /links/convert')).toBe(1);
    // The popup's conversion of the same request is answered from the same cache.
    const popup = await background.handleMessage(
      { name: 'link.convert', request: { url, ...OPTIONS } },
      ownPage('/popup.html'),
    );
    expect(popup).toMatchObject({ ok: true, data: { cached: true } });
    expect(api.count('POST /links/convert')).toBe(1);
  });

  it('never has more than four requests at the API at once, however many links pages send', async () => {
    let atApi = 0;
    let most = 0;
    const answer = {
      tracking_url: 'https://track.example.com/t?cid=1&url=x',
      affiliated: true,
      original_url: 'x',
      campaign: null,
    };
    api.route('POST /links/convert', async () => {
      atApi++;
      most = Math.max(most, atApi);
      await new Promise((resolve) => setTimeout(resolve, 20));
      atApi--;
      return { status: 200, body: { data: answer } };
    });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => convert(`https://www.store3.example.com/p/limit-${i}`)),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(api.count('POST /links/convert')).toBe(12);
    expect(most).toBe(4);
  });

  it('learns the network hosts of the answer', async () => {
    await convert('https://www.store3.example.com/p/2');
    await vi.waitFor(async () => {
      const hosts = await loadNetworkHosts();
      expect(hosts).toEqual({ tracking: ['track.example.com'], short: ['sho.rt'] });
    });
  });

  it('refuses a user-info URL, a tracking link and a non-web address without a request', async () => {
    for (const url of [
      'https://www.amazon.in@evil.test/deal',
      'https://track.example.com/t?cid=1&source=api&url=https%3A%2F%2Fstore3.example.com%2F',
      'ftp://files.example.in/x',
    ]) {
      const result = await convert(url);
      expect(result).toMatchObject({ ok: false, error: { kind: 'input', local: true } });
    }
    expect(api.count('POST /links/convert')).toBe(0);
  });
});
