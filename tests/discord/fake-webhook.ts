// A Discord webhook for unit tests, answering as Discord does: GET describes the webhook, POST ?wait=true answers with
// the message, PATCH /messages/<id> edits it; each answer carries X-RateLimit-* headers, and a 429 can be asked for.
export const WEBHOOK_ID = '112233445566778899';
export const WEBHOOK_TOKEN = 'Wk-SandboxWebhookToken_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ';
export const WEBHOOK_URL = `https://discord.com/api/webhooks/${WEBHOOK_ID}/${WEBHOOK_TOKEN}`;
export const GUILD_ID = '900000000000000001';
export const CHANNEL_ID = '800000000000000002';

export interface SeenRequest {
  method: string;
  url: string;
  contentType: string;
  body: string;
}

export function fakeWebhook(options: { remaining?: number; resetAfter?: number } = {}) {
  const seen: SeenRequest[] = [];
  const faults: { status: number; body: unknown; headers?: Record<string, string> }[] = [];
  let next = 1_300_000_000_000_000_000n;
  const headers = (extra: Record<string, string> = {}) => ({
    'Content-Type': 'application/json',
    'X-RateLimit-Limit': '5',
    'X-RateLimit-Remaining': String(options.remaining ?? 4),
    'X-RateLimit-Reset-After': String(options.resetAfter ?? 2),
    ...extra,
  });
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const body = init.body instanceof Blob ? await init.body.text() : String(init.body ?? '');
    const contentType = new Headers(init.headers).get('Content-Type') ?? '';
    seen.push({ method: init.method ?? 'GET', url, contentType, body });
    const fault = faults.shift();
    if (fault)
      return new Response(JSON.stringify(fault.body), { status: fault.status, headers: headers(fault.headers) });
    if (!url.includes(`/webhooks/${WEBHOOK_ID}/${WEBHOOK_TOKEN}`)) {
      return new Response(JSON.stringify({ message: `Unknown Webhook ${url}`, code: 10015 }), {
        status: 404,
        headers: headers(),
      });
    }
    if (init.method === 'GET' || !init.method) {
      const answer = { id: WEBHOOK_ID, name: 'Deals hook', channel_id: CHANNEL_ID, guild_id: GUILD_ID };
      return new Response(JSON.stringify(answer), { headers: headers() });
    }
    const id = init.method === 'PATCH' ? (url.split('/messages/')[1] ?? '') : String(next++);
    return new Response(JSON.stringify({ id, channel_id: CHANNEL_ID }), { headers: headers() });
  };
  return { fetch: fetch as typeof globalThis.fetch, seen, fail: (f: (typeof faults)[number]) => faults.push(f) };
}

/** The payload of a POST: JSON, or a multipart body's payload_json. */
export function payloadOf(request: SeenRequest): { embeds: Record<string, unknown>[]; attachments?: unknown[] } {
  if (request.contentType.startsWith('application/json')) return JSON.parse(request.body);
  const part = /name="payload_json"\r\n\r\n([\s\S]*?)\r\n--/.exec(request.body)?.[1] ?? '{}';
  return JSON.parse(part);
}
