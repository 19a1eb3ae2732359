// @vitest-environment node
// Issue 18 item 1: the API never redirects us. Real HTTP servers and Node's own fetch (which, left to itself, follows
// a 307 to any origin and re-sends the request there), so what is refused is what a browser would have followed.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/core/api/client';
import { API_KEY, failure } from './fake-fetch';

interface Seen {
  host: string | undefined;
  path: string | undefined;
  auth: string | undefined;
}

function recordingServer(answer: (req: IncomingMessage, res: import('node:http').ServerResponse) => void) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ host: req.headers.host, path: req.url, auth: req.headers.authorization });
    req.resume();
    req.on('end', () => answer(req, res));
  });
  return { server, seen };
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

let redirectTo = '';
const api = recordingServer((_, res) => {
  res.writeHead(307, { Location: redirectTo });
  res.end();
});
const other = recordingServer((req, res) => {
  // Where the redirect pointed: a stand-in that would answer 401 to a request that lost its key, or echo the URL.
  res.writeHead(req.headers.authorization ? 200 : 401, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(req.headers.authorization ? { data: {} } : { error: 'Invalid API key' }));
});
let apiPort = 0;
let otherPort = 0;

beforeAll(async () => {
  apiPort = await listen(api.server);
  otherPort = await listen(other.server);
});
afterAll(() => {
  api.server.close();
  other.server.close();
});
beforeEach(() => {
  api.seen.length = 0;
  other.seen.length = 0;
});

const client = () =>
  createApiClient({ baseUrl: `http://127.0.0.1:${apiPort}/pub_api/v3`, apiKey: API_KEY, fetch: globalThis.fetch });

describe('a redirect from the API', () => {
  it('to another origin: refused with the redirect message naming the target, nothing sent there', async () => {
    redirectTo = `http://127.0.0.1:${otherPort}/pub_api/v3/links/convert`;
    const e = await failure(client().convertLink({ url: 'https://www.amazon.in/dp/B0001' }));
    expect(e).toMatchObject({ kind: 'bad_response', status: 307, redirectTo });
    expect(e.message).toContain(`The API answered with a redirect to ${redirectTo}`);
    expect(e.message).toContain('Check the API base URL');
    expect(other.seen).toHaveLength(0);
    expect(api.seen).toHaveLength(1);
  });

  it('to the same server under another host name: refused, nothing sent to that name', async () => {
    redirectTo = `http://localhost:${apiPort}/pub_api/v3/links/convert`;
    const e = await failure(client().convertLink({ url: 'https://www.amazon.in/dp/B0001' }));
    expect(e).toMatchObject({ kind: 'bad_response', redirectTo });
    expect(e.message).toContain(`redirect to ${redirectTo}`);
    expect(api.seen.map((s) => s.host)).toEqual([`127.0.0.1:${apiPort}`]);
  });

  it('a relative Location is named as the full address; a GET is not retried', async () => {
    redirectTo = '/elsewhere/ping';
    const e = await failure(client().ping());
    expect(e).toMatchObject({ kind: 'bad_response', redirectTo: `http://127.0.0.1:${apiPort}/elsewhere/ping` });
    expect(api.seen).toHaveLength(1);
  });
});

describe('an opaque redirect (what a browser gives for redirect: manual)', () => {
  it('says the API redirected, without a target, and is never a key problem', async () => {
    const opaque = { type: 'opaqueredirect', status: 0, ok: false, headers: new Headers(), text: async () => '' };
    let init: RequestInit | undefined;
    const fetch = (async (_: RequestInfo | URL, i?: RequestInit) => {
      init = i;
      return opaque as unknown as Response;
    }) as typeof globalThis.fetch;
    const c = createApiClient({ baseUrl: 'https://api.example.test/pub_api/v3', apiKey: API_KEY, fetch });
    const e = await failure(c.listCampaigns());
    expect(init?.redirect).toBe('manual');
    expect(e).toMatchObject({ kind: 'bad_response', status: undefined, redirectTo: undefined });
    expect(e.message).toMatch(/^The API answered with a redirect, and the API never redirects/);
    expect(e.message).toContain('Check the API base URL');
  });
});
