// Discord's limits on a webhook (about 5 requests per 2 s), as its answers say them: `X-RateLimit-Remaining` and
// `X-RateLimit-Reset-After` (seconds) on every answer, and a 429 with `retry_after` (seconds, in the body, or the
// `Retry-After` header). Kept per webhook for the worker's life: a request waits while the bucket is empty, and a 429
// is waited out and asked again when the wait is short (a longer one is said). Pure apart from the clock given.

export interface Bucket {
  remaining: number | null;
  /** When the bucket fills again (ms since the epoch); null when not known. */
  resetAt: number | null;
}

/** The longest 429 wait sat out before asking again; a longer one is said to the person. */
export const LONGEST_WAIT_MS = 10_000;

const num = (text: string | null): number | null => {
  if (text === null || text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/** What an answer's headers say of the bucket. */
export function bucketOf(headers: Headers, now: number): Bucket {
  const remaining = num(headers.get('X-RateLimit-Remaining'));
  const after = num(headers.get('X-RateLimit-Reset-After'));
  const reset = num(headers.get('X-RateLimit-Reset'));
  const resetAt = after !== null ? now + Math.ceil(after * 1000) : reset !== null ? Math.ceil(reset * 1000) : null;
  return { remaining: remaining === null ? null : Math.floor(remaining), resetAt };
}

/** How long to wait before the next request: the bucket is empty and not yet filled again. */
export function waitBefore(bucket: Bucket | undefined, now: number): number {
  if (!bucket || bucket.remaining === null || bucket.remaining > 0 || bucket.resetAt === null) return 0;
  return Math.max(0, bucket.resetAt - now);
}

/** A 429's wait in ms: the body's `retry_after` (seconds), else the `Retry-After` header, else a second. */
export function retryAfterMs(body: unknown, headers: Headers): number {
  const said =
    body && typeof body === 'object' && typeof (body as { retry_after?: unknown }).retry_after === 'number'
      ? (body as { retry_after: number }).retry_after
      : num(headers.get('Retry-After'));
  return said !== null && said >= 0 ? Math.ceil(said * 1000) : 1000;
}
