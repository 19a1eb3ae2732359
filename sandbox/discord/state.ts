// The sandbox's Discord: webhooks that take posts as Discord's do (`?wait=true` answers with the message, PATCH edits
// it), each answer with X-RateLimit-* headers (5 requests per 2 s per webhook), and a 429 with `retry_after` it can be
// told to give. Webhook ids and tokens are fixtures: `DISCORD_WEBHOOKS`.

export const DISCORD_GUILD_ID = '900000000000000001';

/** Webhooks the sandbox knows: id -> token, channel and name. */
export const DISCORD_WEBHOOKS = {
  deals: {
    id: '112233445566778899',
    token: 'Wk-SandboxWebhookToken_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ',
    channelId: '800000000000000002',
    name: 'Deals hook',
  },
  offers: {
    id: '112233445566778800',
    token: 'Wk-SandboxWebhookToken_OFFERSabcdefghijklmnopqrstuvwxyz0123456789ABC',
    channelId: '800000000000000003',
    name: 'Offers hook',
  },
} as const;

export interface DiscordPost {
  id: string;
  webhookId: string;
  channelId: string;
  /** The request's JSON payload (from payload_json when files came too). */
  payload: { embeds?: { title?: string; url?: string; description?: string; image?: { url: string } }[] };
  files: number;
  edits: unknown[];
}

export interface DiscordCall {
  method: string;
  webhookId: string;
  status: number;
}

const LIMIT = 5;
const WINDOW_MS = 2000;

export type DiscordSandbox = ReturnType<typeof createDiscordSandbox>;

export function createDiscordSandbox(now: () => number = Date.now) {
  const posts: DiscordPost[] = [];
  const calls: DiscordCall[] = [];
  const windows = new Map<string, { start: number; used: number }>();
  let pending429: { count: number; retryAfter: number } | null = null;
  let next = 1_300_000_000_000_000_000n;

  /** The webhook's bucket after this request; a 429 when told to give one or when the bucket is empty. */
  function take(webhookId: string): { headers: Record<string, string>; retryAfter: number | null } {
    const at = now();
    let w = windows.get(webhookId);
    if (!w || at - w.start >= WINDOW_MS) w = { start: at, used: 0 };
    windows.set(webhookId, w);
    const resetAfter = Math.max(0, (w.start + WINDOW_MS - at) / 1000);
    if (pending429 && pending429.count > 0) {
      pending429.count--;
      const retryAfter = pending429.retryAfter;
      if (pending429.count === 0) pending429 = null;
      return { headers: headersOf(0, resetAfter), retryAfter };
    }
    if (w.used >= LIMIT) return { headers: headersOf(0, resetAfter), retryAfter: resetAfter };
    w.used++;
    return { headers: headersOf(LIMIT - w.used, resetAfter), retryAfter: null };
  }

  return {
    posts,
    calls,
    take,
    nextId: () => String(next++),
    /** The next `count` requests answer 429 with `retry_after` seconds. */
    tooMany(count: number, retryAfter: number) {
      pending429 = { count, retryAfter };
    },
    reset() {
      posts.length = 0;
      calls.length = 0;
      windows.clear();
      pending429 = null;
    },
  };
}

function headersOf(remaining: number, resetAfter: number): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(LIMIT),
    'X-RateLimit-Remaining': String(remaining),
    'X-RateLimit-Reset-After': resetAfter.toFixed(3),
    'X-RateLimit-Bucket': 'sandbox-webhook',
  };
}
