// A scripted Monetization API for the background's tests: answers by method and path, counts every request,
// and refuses any key but its own with 401 (as the spec says).
import type { Campaign, Channel, Ping } from '../../../lib/core/api/schemas';

export const BASE_URL = 'http://127.0.0.1:8787/pub_api/v3';
export const GOOD_KEY = 'sk_test_0123456789abcdef3f9a';

export interface Call {
  /** The origin the request went to. */
  origin: string;
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  auth: string | null;
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
type Route = (call: Call) => Reply | Promise<Reply>;

export function pingBody(overrides: Partial<Ping['publisher']> = {}): Ping {
  return {
    status: 'ok',
    version: '3.0',
    publisher: {
      id: 7,
      name: 'Asha Rao',
      email: 'asha@example.com',
      publisher_id: 'PUB7',
      currency: 'INR',
      ...overrides,
    },
    api_key: { name: 'extension', scopes: null, last_used_at: '2024-05-01T10:00:00Z' },
  };
}

export function channelBody(id: number, extra: Partial<Channel> = {}): Channel {
  return {
    id,
    name: `Channel ${id}`,
    source_url: `https://blog.example.com/${id}`,
    category: 'Website / Blog',
    status: 'approved',
    is_default: id === 1,
    created_at: '2024-01-01T00:00:00Z',
    ...extra,
  };
}

export function campaignBody(id: number, extra: Partial<Campaign> = {}) {
  return {
    id,
    name: `Store ${id}`,
    url: `https://store${id}.example.com`,
    domain: `store${id}.example.com`,
    image: 'https://img.example.com/1.png',
    payout_type: 'Percent',
    payout: '5.5',
    payout_currency: 'INR',
    campaign_type: 'CPS',
    access_status: 'not_applied',
    categories: [],
    countries: [],
    reporting_type: 'real-time',
    deeplink_allowed: true,
    sub_ids_allowed: true,
    cashback_publishers_allowed: true,
    social_media_publishers_allowed: true,
    missing_transactions_accepted: true,
    cookie_duration: 30,
    is_featured: false,
    epc_7d: '1.2',
    epc_90d: '1.1',
    tracking_url: `https://track.example.com/c/${id}`,
    updated_at: '2024-01-01T00:00:00Z',
    important_info_html: '',
    payout_categories: [],
    platforms: { allowed: [], disallowed: [] },
    media: { allowed: [], disallowed: [] },
    tracking_time: '1 day',
    validation_time: '30 days',
    payment_time: '60 days',
    conversion_flow: {},
    ...extra,
  };
}

export const meta = (total: number) => ({
  page: 1,
  per_page: 30,
  total,
  total_pages: 1,
  next_page: null,
  prev_page: null,
});

let shortCounter = 0;

const defaultRoutes: Record<string, Route> = {
  'GET /ping': () => ({ status: 200, body: pingBody() }),
  'POST /links/convert': ({ body }) => {
    const b = body as Record<string, unknown>;
    const query = new URLSearchParams({ cid: String(b.channel_id ?? 1), source: 'api', url: String(b.url) });
    for (const k of ['subid', 'subid2', 'subid3', 'subid4', 'subid5']) if (b[k]) query.set(k, String(b[k]));
    return {
      status: 200,
      body: {
        data: {
          tracking_url: `https://track.example.com/t?${query}`,
          ...(b.shorten ? { short_url: `https://sho.rt/${++shortCounter}` } : {}),
          affiliated: true,
          original_url: b.url,
          campaign: { id: 3, name: 'Store 3' },
        },
      },
    };
  },
  'POST /links/monetize': ({ body }) => {
    const b = body as Record<string, unknown>;
    return {
      status: 200,
      body: {
        data: {
          title: b.rewrite_using_ai ? `Deal: ${b.title}` : b.title,
          original_title: b.title,
          tracking_url: `https://track.example.com/t?cid=${b.channel_id ?? 1}`,
          affiliated: true,
          original_url: b.url,
          campaign: null,
          ai_rewritten: b.rewrite_using_ai === true,
        },
      },
    };
  },
  'GET /channels': () => ({ status: 200, body: { data: [channelBody(1), channelBody(2)], meta: meta(2) } }),
  'POST /channels/2/set_default': () => ({ status: 200, body: { data: channelBody(2, { is_default: true }) } }),
  'GET /offers': () => ({ status: 200, body: { data: [], meta: meta(0) } }),
  'GET /campaigns/3': () => ({ status: 200, body: { data: campaignBody(3) } }),
  'POST /campaigns/3/request_access': () => ({
    status: 201,
    body: {
      data: {
        id: 11,
        campaign_id: 3,
        channel_id: 1,
        promotion_details: '',
        status: 'pending',
        created_at: '2024-05-01T00:00:00Z',
      },
    },
  }),
  'GET /transactions': () => ({ status: 200, body: { data: [], meta: meta(0) } }),
  'GET /countries': () => ({ status: 200, body: { data: [{ id: 1, name: 'India', iso: 'IN' }] } }),
  'GET /categories': () => ({ status: 200, body: { data: [{ id: 1, name: 'Fashion' }] } }),
};

export interface FakeApi {
  fetch: typeof fetch;
  calls: Call[];
  /** Replaces or adds the answer to `METHOD /path`. */
  route(key: string, route: Route): void;
  /** Calls to `METHOD /path`. */
  count(key: string): number;
  /** The key the fake accepts (others get 401). */
  acceptKey(key: string): void;
}

export function createFakeApi(): FakeApi {
  const routes: Record<string, Route> = { ...defaultRoutes };
  const calls: Call[] = [];
  let accepted = GOOD_KEY;
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/pub_api\/v3/, '');
    const headers = new Headers(init?.headers);
    const call: Call = {
      origin: url.origin,
      method: init?.method ?? 'GET',
      path,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      auth: headers.get('Authorization'),
    };
    calls.push(call);
    // The API lives under its version prefix only: anything else on the host is not found.
    if (!url.pathname.startsWith('/pub_api/v3/')) return json(404, { error: 'Not found' });
    if (call.auth !== `Token ${accepted}`) return json(401, { error: 'Invalid API key' });
    const route = routes[`${call.method} ${path}`];
    if (!route) return json(404, { error: 'Not found' });
    const reply = await route(call);
    if (reply.status >= 300 && reply.status < 400) return redirect(reply, url, init);
    return json(reply.status, reply.body, reply.headers);
  };
  /**
   * As a browser does: `redirect: 'manual'` gives an opaque response (status 0, no headers); otherwise the request
   * is sent again to the Location, without its Authorization header when that is another origin.
   */
  const redirect = (reply: Reply, url: URL, init: RequestInit | undefined): Promise<Response> | Response => {
    if (init?.redirect === 'manual') {
      return { type: 'opaqueredirect', status: 0, ok: false, headers: new Headers(), text: async () => '' } as never;
    }
    const target = new URL(reply.headers?.Location ?? '', url);
    const headers = new Headers(init?.headers);
    if (target.origin !== url.origin) headers.delete('Authorization');
    return fetchImpl(target, { ...init, headers });
  };
  return {
    fetch: fetchImpl as typeof fetch,
    calls,
    route: (key, route) => {
      routes[key] = route;
    },
    count: (key) => calls.filter((c) => `${c.method} ${c.path}` === key).length,
    acceptKey: (key) => {
      accepted = key;
    },
  };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
