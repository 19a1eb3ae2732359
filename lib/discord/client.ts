// Requests to a Discord webhook: the base for this build, the bucket's wait (rate-limit.ts), a 429 waited out and
// asked again when short, a time limit, and each failure in words. A refusal (4xx) means nothing was done; no answer
// (the network, the time limit, a 5xx) may have done it: a send says so rather than sending again.
import { ApiError } from '../core/api/errors';
import { type Bucket, bucketOf, LONGEST_WAIT_MS, retryAfterMs, waitBefore } from './rate-limit';
import { discordBase, type Webhook } from './webhook';
import { say } from './words';

export interface DiscordClientDeps {
  fetch: typeof fetch;
  now: () => number;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
}

/** Discord answered and did not do it: safe to ask again once the cause is fixed. */
export class DiscordRefusal extends Error {
  constructor(
    readonly status: number,
    readonly failure: ApiError,
  ) {
    super(failure.message);
  }
}

const TIMEOUT_MS = 20_000;
const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type DiscordClient = ReturnType<typeof createDiscordClient>;

export function createDiscordClient(deps: DiscordClientDeps) {
  const buckets = new Map<string, Bucket>();
  const sleep = deps.sleep ?? sleepFor;

  /** `path` after the webhook's own (`?wait=true`, `/messages/<id>`); `body` JSON or a multipart body. */
  async function request<T>(
    webhook: Webhook,
    method: 'GET' | 'POST' | 'PATCH',
    path = '',
    body?: { json: unknown } | { form: Blob; contentType: string },
  ): Promise<T> {
    const url = `${await discordBase()}/api/webhooks/${webhook.id}/${webhook.token}${path}`;
    for (let asked = 0; ; asked++) {
      const wait = waitBefore(buckets.get(webhook.id), deps.now());
      if (wait > 0) await sleep(wait);
      const answer = await fetchOnce(url, method, body);
      buckets.set(webhook.id, bucketOf(answer.headers, deps.now()));
      const data = await answer.json().catch(() => null);
      if (answer.ok) return data as T;
      if (answer.status === 429) {
        const retryIn = retryAfterMs(data, answer.headers);
        buckets.set(webhook.id, { remaining: 0, resetAt: deps.now() + retryIn });
        if (retryIn <= LONGEST_WAIT_MS && asked < 2) continue;
        throw new DiscordRefusal(
          429,
          new ApiError({
            kind: 'rate_limited',
            status: 429,
            message: say('discordRateLimited', Math.ceil(retryIn / 1000)),
          }),
        );
      }
      throw failureOf(answer.status, data);
    }
  }

  async function fetchOnce(
    url: string,
    method: string,
    body: { json: unknown } | { form: Blob; contentType: string } | undefined,
  ): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? TIMEOUT_MS);
    try {
      return await deps.fetch(url, {
        method,
        signal: controller.signal,
        ...(body === undefined
          ? {}
          : 'json' in body
            ? { body: JSON.stringify(body.json), headers: { 'Content-Type': 'application/json' } }
            : { body: body.form, headers: { 'Content-Type': body.contentType } }),
      });
    } catch {
      throw controller.signal.aborted
        ? new ApiError({ kind: 'timeout', message: say('discordTimeout') })
        : new ApiError({ kind: 'network', message: say('discordUnreachable') });
    } finally {
      clearTimeout(timer);
    }
  }

  return { request };
}

/** Discord's answer in words: a webhook deleted or a URL mistyped, the body refused, or Discord itself failing. */
function failureOf(status: number, data: unknown): Error {
  const said =
    data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
      ? (data as { message: string }).message.slice(0, 300)
      : undefined;
  if (status >= 500)
    return new ApiError({ kind: 'server', status, message: say('discordServer', status), serverMessage: said });
  const message =
    status === 401 || status === 403 || status === 404 ? say('discordWebhookGone') : say('discordRefused', status);
  return new DiscordRefusal(status, new ApiError({ kind: 'validation', status, message, serverMessage: said }));
}
