// The post converter's one link in the background: a store's short link followed to the merchant's page (a local
// HTTP server stands in for both, reached under their real host names), then converted; a refused permission or a
// short link that leads nowhere leaves it as it was with the reason; the options apply as given; the cache is shared.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { loadNetworkHosts } from '../../lib/post/network-hosts';
import type { FetchHop } from '../../lib/post/short-link-expander';
import type { PostLinkRequest, Result } from '../../lib/protocol';
import { BASE_URL, campaignBody, createFakeApi, type FakeApi, GOOD_KEY } from '../core/background/fake-api';
import { ownPage } from '../core/background/harness';
import { type TestBackground as Background, freshStores, testBackground } from '../support/background-deps';

let server: Server;
let port = 0;
const hits: string[] = [];

// Every host name reaches the local server: it is amzn.to and bit.ly (redirecting) and the store (a page).
const agent = new Agent({
  connect: { lookup: (_host, _options, callback) => callback(null, [{ address: '127.0.0.1', family: 4 }]) },
});
const localFetch = ((input: string, init?: RequestInit) =>
  undiciFetch(input, { ...(init as object), dispatcher: agent })) as unknown as typeof fetch;
// One hop as the browser's (redirect-hop.ts) answers it: the redirect not followed, its Location read.
const localHop: FetchHop = async (url, signal) => {
  const response = await localFetch(url, { redirect: 'manual', signal });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get('location') };
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const host = (req.headers.host ?? '').split(':')[0];
    hits.push(`${host}${req.url}`);
    if (host === 'amzn.to' && req.url === '/3xYz12Q') {
      res.writeHead(301, { Location: `http://bit.ly:${port}/hop` }).end();
    } else if (host === 'bit.ly' && req.url === '/hop') {
      res.writeHead(302, { Location: `http://www.kiranabasket.in:${port}/p/basmati-rice-5kg?ref=short` }).end();
    } else if (host === 'amzn.to' && req.url?.startsWith('/local/')) {
      // Issue 27, item 7: a short link that leads to a local service.
      res.writeHead(302, { Location: decodeURIComponent(req.url.slice('/local/'.length)) }).end();
    } else if (host === 'bit.ly' && req.url === '/loop') {
      res.writeHead(302, { Location: `http://bit.ly:${port}/loop` }).end();
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

/** The index: the test's store and two big stores with campaigns, each with the network's tracking link. */
const campaignsPage = () => ({
  status: 200,
  body: {
    data: [
      campaignBody(3),
      campaignBody(4, { name: 'Amazon', url: 'https://www.amazon.in/', domain: 'amazon.in' }),
      campaignBody(5, { name: 'Flipkart', url: 'https://www.flipkart.com/', domain: 'flipkart.com' }),
    ],
    meta: { page: 1, per_page: 500, total: 3, total_pages: 1, next_page: null, prev_page: null },
  },
});

let api: FakeApi;
let background: Background;
let allowed: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  hits.length = 0;
  api = createFakeApi();
  allowed = vi.fn(async (pattern: string) => pattern === 'http://amzn.to/*' || pattern === 'http://bit.ly/*');
  fakeBrowser.permissions.contains = vi.fn(async () => true) as never;
  background = testBackground({
    fetch: api.fetch,
    transport: { maxRetries: 0, sleep: async () => {} },
    shortLinks: { hop: localHop, hasPermission: allowed as never },
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
    // The store's page is never requested: the chain stops at its address.
    expect(hits).toEqual(['amzn.to/3xYz12Q', 'bit.ly/hop']);
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

  for (const target of [
    'http://127.0.0.1/admin',
    'http://10.1.2.3/',
    'http://192.168.0.1/router',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[fc00::5]/',
    'http://[fe80::1]/',
    'http://localhost/',
  ]) {
    it(`stops a short link that redirects to ${target}: not requested, not sent to the API`, async () => {
      const result = await convert(`http://amzn.to:${port}/local/${encodeURIComponent(target)}`);
      expect(result).toMatchObject({ ok: false, error: { kind: 'network' } });
      if (!result.ok) expect(result.error.message).toMatch(/this computer or the local network/);
      expect(hits).toEqual([`amzn.to/local/${encodeURIComponent(target)}`]);
      expect(api.count('POST /links/convert')).toBe(0);
    });
  }

  it('stops a chain of redirects after five hops', async () => {
    const result = await convert(`http://bit.ly:${port}/loop`);
    expect(result).toMatchObject({ ok: false, error: { kind: 'network' } });
    if (!result.ok) expect(result.error.message).toMatch(/more than 5 redirects/);
    expect(hits).toHaveLength(5);
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

  it('learns the network hosts of an affiliated answer, for this key only, and forgets them on Clear', async () => {
    api.route('GET /campaigns', campaignsPage);
    await background.campaignIndex.refresh();
    await convert('https://www.store3.example.com/p/2');
    const { keyId } = await background.api.context();
    await vi.waitFor(async () => {
      expect(await loadNetworkHosts(keyId)).toEqual({ tracking: ['track.example.com'], short: ['sho.rt'] });
    });
    expect(await loadNetworkHosts('another-key')).toEqual({ tracking: [], short: [] });
    const seen = await background.handleMessage({ name: 'post.networkHosts', request: {} }, ownPage('/options.html'));
    expect(seen).toMatchObject({ ok: true, data: { tracking: ['track.example.com'] } });
    const cleared = await background.handleMessage(
      { name: 'post.networkHosts', request: { clear: true } },
      ownPage('/options.html'),
    );
    expect(cleared).toMatchObject({ ok: true, data: { tracking: [], short: [] } });
    expect(await loadNetworkHosts(keyId)).toEqual({ tracking: [], short: [] });
  });

  // Issue 27, item 1, as the attack was: a poisoned answer, then a normal post whose link converts.
  it('a not-affiliated answer echoing the merchant URL teaches nothing: the next link to that store converts', async () => {
    const store = 'https://www.poisoned-store.example.in/p/1';
    api.route('POST /links/convert', async (request) => {
      const { url } = request.body as { url: string };
      const poisoned = url === store;
      return {
        status: 200,
        body: {
          data: poisoned
            ? { tracking_url: url, short_url: url, affiliated: false, original_url: url, campaign: null }
            : {
                tracking_url: `https://track.example.com/t?cid=1&url=${encodeURIComponent(url)}`,
                affiliated: true,
                original_url: url,
                campaign: { id: 9, name: 'Store' },
              },
        },
      };
    });
    api.route('GET /campaigns', campaignsPage);
    await background.campaignIndex.refresh();
    expect(await convert(store)).toMatchObject({ ok: true, data: { result: { affiliated: false } } });
    const next = await convert('https://www.poisoned-store.example.in/p/2');
    expect(next).toMatchObject({ ok: true, data: { result: { affiliated: true } } });
    const { keyId } = await background.api.context();
    await vi.waitFor(async () => expect((await loadNetworkHosts(keyId)).tracking).toEqual(['track.example.com']));
  });

  // Issue 44, item 2 (F6 again), as the attack was: answers whose tracking link or short_url sits on another store.
  it('learns no host from an answer that disagrees with the network’s own, nor any store with a campaign', async () => {
    api.route('GET /campaigns', campaignsPage);
    await background.campaignIndex.refresh();
    const odd = (url: string) => {
      const encoded = encodeURIComponent(url);
      if (url.includes('/odd-tracking')) {
        return { tracking_url: `https://www.amazon.in/?cid=1&url=${encoded}`, affiliated: true };
      }
      if (url.includes('/odd-short')) {
        return {
          tracking_url: `https://track.example.com/t?cid=1&url=${encoded}`,
          short_url: 'https://www.flipkart.com/s/abc',
          affiliated: true,
        };
      }
      return { tracking_url: `https://track.example.com/t?cid=1&url=${encoded}`, affiliated: true };
    };
    api.route('POST /links/convert', async (request) => {
      const { url } = request.body as { url: string };
      return {
        status: 200,
        body: { data: { ...odd(url), original_url: url, campaign: { id: 3, name: 'Store 3' } } },
      };
    });
    expect(await convert('https://www.store3.example.com/p/odd-tracking')).toMatchObject({ ok: true });
    expect(await convert('https://www.store3.example.com/p/odd-short')).toMatchObject({ ok: true });
    const { keyId } = await background.api.context();
    // The short answer's tracking host agrees with the index, so that host is learned; flipkart.com is not.
    await vi.waitFor(async () => expect((await loadNetworkHosts(keyId)).tracking).toEqual(['track.example.com']));
    expect(await loadNetworkHosts(keyId)).toEqual({ tracking: ['track.example.com'], short: [] });
    // Every later link to those stores is converted, not skipped.
    for (const link of ['https://www.amazon.in/dp/B0TEST1234', 'https://www.flipkart.com/p/itm1?pid=ABC']) {
      expect(await convert(link), link).toMatchObject({ ok: true, data: { result: { affiliated: true } } });
    }
  });

  it('learns nothing while the campaign index has no word on the network’s hosts', async () => {
    expect(await convert('https://www.store3.example.com/p/2')).toMatchObject({
      data: { result: { affiliated: true } },
    });
    const seen = await background.handleMessage({ name: 'post.networkHosts', request: {} }, ownPage('/options.html'));
    expect(seen).toEqual({ ok: true, data: { tracking: [], short: [] } });
  });

  // Issue 27, item 9: Try again after a worker stopped mid-conversion finds the first answer.
  it('asks for a link of a run once with Track earnings per link, however often it is tried', async () => {
    const stores = freshStores();
    const worker = () =>
      testBackground({
        stores,
        fetch: api.fetch,
        transport: { maxRetries: 0, sleep: async () => {} },
        shortLinks: { hop: localHop, hasPermission: allowed as never },
      });
    background = worker();
    await background.handleMessage(
      { name: 'account.save', request: { apiKey: GOOD_KEY, baseUrl: BASE_URL } },
      ownPage(),
    );
    await background.handleMessage({ name: 'history.settings', request: { trackEarnings: true } }, ownPage());
    const url = 'https://www.store3.example.com/p/tagged';
    const request = { ...OPTIONS, subIds: ['tg'], postId: 'p-run-1' };
    const first = await convert(url, request);
    // A new worker over the same stores (the stopped one's memory gone), and the page tries the link again.
    background = worker();
    const again = await convert(url, request);
    expect(first).toMatchObject({ ok: true, data: { cached: false } });
    expect(again).toMatchObject({ ok: true, data: { cached: true } });
    expect(api.count('POST /links/convert')).toBe(1);
    const body = api.calls.find((c) => c.path === '/links/convert')?.body as Record<string, string>;
    expect(body.subid5).toMatch(/^t\d{4}-/);
    // Another run of the same post is a new link, with a tag of its own.
    await convert(url, { ...request, postId: 'p-run-2' });
    expect(api.count('POST /links/convert')).toBe(2);
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
