// A fetch double that records every request and answers from a script, plus a client wired to it.
import { vi } from 'vitest';
import { type ApiClientOptions, createApiClient } from '../../../lib/core/api/client';

export const BASE_URL = 'https://api.example.test/pub_api/v3';
export const API_KEY = 'test-key-3f9a';
/** The test clock: 2025-03-15 12:00 UTC. */
export const NOW = new Date('2025-03-15T12:00:00Z');

export interface RecordedRequest {
  url: URL;
  /** The URL exactly as the client built it. */
  rawUrl: string;
  method: string;
  headers: Headers;
  /** The JSON body, parsed; undefined when none was sent. */
  body: unknown;
  signal: AbortSignal | undefined;
}

/** One scripted answer: a Response, an error to reject with, or a function of the request. */
export type Reply = Response | Error | ((req: RecordedRequest) => Response | Promise<Response>);

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function text(body: string, status: number, contentType = 'text/html'): Response {
  return new Response(body, { status, headers: { 'Content-Type': contentType } });
}

/** A fetch that only ends when its signal aborts (rejecting like a real fetch does). */
export const hang: Reply = (req) =>
  new Promise<Response>((_, reject) => {
    req.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

/** Answers with `replies` in order; the last one repeats. */
export function fakeFetch(...replies: Reply[]) {
  const requests: RecordedRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const rawUrl = String(input);
    const req: RecordedRequest = {
      url: new URL(rawUrl),
      rawUrl,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init.signal ?? undefined,
    };
    requests.push(req);
    const reply = replies.length > 1 ? replies.shift()! : replies[0];
    if (reply === undefined) throw new Error('fakeFetch: no reply scripted');
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply(req) : reply.clone();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, mock: fetch, requests };
}

/** A client on a fake fetch, with no real waiting between retries and a fixed clock. */
export function clientWith(replies: Reply[], options: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(...replies);
  const delays: number[] = [];
  const client = createApiClient({
    baseUrl: BASE_URL,
    apiKey: API_KEY,
    fetch: fake.fetch,
    sleep: async (ms) => {
      delays.push(ms);
    },
    random: () => 0.5,
    now: () => NOW,
    ...options,
  });
  return { client, ...fake, delays };
}

/** The rejection of `promise`, which must reject. */
export async function failure(promise: Promise<unknown>): Promise<Record<string, unknown> & Error> {
  try {
    await promise;
  } catch (e) {
    return e as Record<string, unknown> & Error;
  }
  throw new Error('expected the promise to reject');
}
