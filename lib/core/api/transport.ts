// One HTTP exchange with the API: URL and headers, a timeout, retries for idempotent reads, and every failure
// turned into an ApiError whose message a publisher can act on. Responses are parsed with the caller's schema.
import type * as z from 'zod/mini';
import { t } from '../i18n';
import {
  badResponseError,
  cancelledError,
  errorForStatus,
  networkError,
  noKeyError,
  rateLimitedError,
  redirectError,
  retriedError,
  timeoutError,
} from './error-messages';
import { ApiError, isApiError, localValidationError } from './errors';
import { issueText } from './issue-text';
import { errorBodySchema, rateLimitBodySchema, type Scope } from './schemas';

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_MAX_RETRIES = 3;
export const BACKOFF_BASE_MS = 300;
export const BACKOFF_CAP_MS = 4_000;

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

export interface TransportOptions {
  /** The service address including `/pub_api/v3`. */
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  /** Per attempt, including reading the body. */
  timeoutMs?: number;
  /** Retries of a GET after a network error, a timeout or a 5xx (not counting the first attempt). */
  maxRetries?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Cancels the request (and any retry still to come). */
  signal?: AbortSignal;
  /** Sees every ApiError before it is thrown (e.g. a 401, to mark the key refused); the error is thrown after it settles. */
  onError?: (error: ApiError) => void | Promise<void>;
  /** Called when a GET failed and is about to be tried again (e.g. to say so while the caller waits). */
  onRetry?: (retry: RetryInfo) => void;
  /** Called once a GET that was tried again has its final answer (success or failure): the retrying is over. */
  onRetriesOver?: (request: { method: string; path: string }) => void;
  /** Called after every successful answer (e.g. to end a "key refused" state); the answer is returned after it settles. */
  onSuccess?: () => void | Promise<void>;
  /** Told the server's clock (its `Date` header, ms) with every successful answer that has one. */
  onServerDate?: (ms: number) => void;
}

export interface RetryInfo {
  method: HttpMethod;
  path: string;
  /** The attempt that failed (1 = the first). */
  attempt: number;
  /** How many attempts there will be at most. */
  attempts: number;
  error: ApiError;
  /** The pause before the next attempt. */
  delayMs: number;
}

export interface RequestSpec<S extends z.ZodMiniType> {
  method: HttpMethod;
  /** Relative to the base URL, e.g. `/campaigns/12`. */
  path: string;
  /** The scope the endpoint needs, named in a 403's message; null when any key will do. */
  scope: Scope | null;
  /** Parses a 2xx body. */
  schema: S;
  query?: Query;
  /** JSON body; undefined sends none (and no Content-Type). */
  body?: unknown;
  /** Accept 204 or an empty body; the schema then sees `undefined`. */
  allowEmpty?: boolean;
}

export interface ApiResponse<T> {
  status: number;
  data: T;
}

/** `base` + `path` with exactly one slash between; `name[]=v` repeated for arrays; empty values left out. */
export function buildUrl(baseUrl: string, path: string, query: Query = {}): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    const isList = Array.isArray(value);
    const values: readonly QueryValue[] = isList ? value : [value];
    const key = isList ? `${encodeURIComponent(name)}[]` : encodeURIComponent(name);
    for (const v of values) {
      if (v === undefined || v === null || v === '') continue;
      parts.push(`${key}=${encodeURIComponent(String(v))}`);
    }
  }
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return parts.length > 0 ? `${url}?${parts.join('&')}` : url;
}

/** Exponential backoff with full jitter: a random wait up to min(cap, base * 2^retry). */
export function backoffDelay(retry: number, random: () => number): number {
  return Math.floor(random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** retry));
}

const defaultFetch: typeof fetch = (input, init) => fetch(input, init);
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isRetryable(e: unknown): boolean {
  return e instanceof ApiError && (e.kind === 'network' || e.kind === 'timeout' || e.kind === 'server');
}

export async function request<S extends z.ZodMiniType>(
  options: TransportOptions,
  spec: RequestSpec<S>,
): Promise<ApiResponse<z.output<S>>> {
  if (!options.onError && !options.onSuccess) return send(options, spec);
  let response: ApiResponse<z.output<S>>;
  try {
    response = await send(options, spec);
  } catch (error) {
    if (error instanceof ApiError) await options.onError?.(error);
    throw error;
  }
  await options.onSuccess?.();
  return response;
}

async function send<S extends z.ZodMiniType>(
  options: TransportOptions,
  spec: RequestSpec<S>,
): Promise<ApiResponse<z.output<S>>> {
  if (!options.apiKey.trim()) throw noKeyError();
  const url = buildUrl(options.baseUrl, spec.path, spec.query);
  let host: string;
  try {
    host = new URL(url).host;
  } catch {
    throw localValidationError('baseUrl', t('apiBaseUrlInvalid', options.baseUrl));
  }
  const headers: Record<string, string> = { Authorization: `Token ${options.apiKey}`, Accept: 'application/json' };
  const hasBody = spec.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  // The API never redirects: a redirect is refused, never followed (following would re-send the request, the page's
  // URL in it, to wherever it points, with or without the key).
  const init: RequestInit = {
    method: spec.method,
    headers,
    body: hasBody ? JSON.stringify(spec.body) : undefined,
    redirect: 'manual',
  };

  // Only reads are repeated: a POST, PATCH or DELETE that timed out may still have been carried out.
  const maxRetries = spec.method === 'GET' ? (options.maxRetries ?? DEFAULT_MAX_RETRIES) : 0;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // The whole wait, for the last failure's message: a timed-out attempt counts its full timeout.
  let waitedMs = 0;
  let retried = false;
  const over = () => {
    if (retried) options.onRetriesOver?.({ method: spec.method, path: spec.path });
  };
  for (let retry = 0; ; retry++) {
    const startedAt = Date.now();
    let error: ApiError;
    try {
      const answer = await attempt(options, spec, url, init, host);
      over();
      return answer;
    } catch (e) {
      if (!isRetryable(e) || options.signal?.aborted) {
        over();
        throw e;
      }
      error = e as ApiError;
    }
    waitedMs += error.kind === 'timeout' ? timeoutMs : Date.now() - startedAt;
    if (retry >= maxRetries) {
      over();
      throw retry > 0 ? retriedError(error, retry + 1, waitedMs, timeoutMs) : error;
    }
    retried = true;
    const delayMs = backoffDelay(retry, random);
    options.onRetry?.({
      method: spec.method,
      path: spec.path,
      attempt: retry + 1,
      attempts: maxRetries + 1,
      error,
      delayMs,
    });
    await sleep(delayMs);
    waitedMs += delayMs;
    if (options.signal?.aborted) throw cancelledError(options.signal.reason);
  }
}

async function attempt<S extends z.ZodMiniType>(
  options: TransportOptions,
  spec: RequestSpec<S>,
  url: string,
  init: RequestInit,
  host: string,
): Promise<ApiResponse<z.output<S>>> {
  const external = options.signal;
  if (external?.aborted) throw cancelledError(external.reason);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort(external?.reason);
  external?.addEventListener('abort', onAbort, { once: true });
  const failure = (cause: unknown) => {
    if (timedOut) return timeoutError(timeoutMs);
    if (external?.aborted) return cancelledError(external.reason);
    return networkError(host, cause);
  };
  try {
    let response: Response;
    let text: string;
    try {
      response = await (options.fetch ?? defaultFetch)(url, { ...init, signal: controller.signal });
      if (isRedirect(response)) throw redirectError(redirectTarget(response, url), response.status || undefined);
      text = await response.text();
    } catch (cause) {
      if (isApiError(cause)) throw cause;
      throw failure(cause);
    }
    if (!response.ok) throw errorFromBody(response.status, text, spec.scope);
    const serverDate = Date.parse(response.headers?.get('Date') as string);
    if (serverDate > 0) options.onServerDate?.(serverDate);
    return { status: response.status, data: parseBody(response.status, text, spec) };
  } finally {
    clearTimeout(timer);
    external?.removeEventListener('abort', onAbort);
  }
}

/**
 * A redirect answered to `redirect: 'manual'`: browsers give an opaque response (type `opaqueredirect`, status 0,
 * no headers), Node's fetch the 3xx itself with its `Location`.
 */
function isRedirect(response: Response): boolean {
  return response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);
}

/** Where a redirect pointed, resolved against the request's URL; undefined when the browser hides it. */
function redirectTarget(response: Response, requestUrl: string): string | undefined {
  const location = response.headers?.get('Location');
  if (!location) return undefined;
  try {
    return new URL(location, requestUrl).href;
  } catch {
    return location;
  }
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function parseBody<S extends z.ZodMiniType>(status: number, text: string, spec: RequestSpec<S>): z.output<S> {
  let value: unknown;
  if (text.trim() === '') {
    if (!spec.allowEmpty) throw badResponseError(t('apiDetailEmpty'), status);
  } else {
    const json = parseJson(text);
    if (!json.ok) throw badResponseError(t('apiDetailNotJson'), status);
    value = json.value;
  }
  const parsed = spec.schema.safeParse(value, { error: issueText });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw badResponseError(`${where}${issue.message}`, status);
}

/** A non-2xx answer; its body may be JSON `{error}` (plus the 429 figures), HTML from a proxy, or empty. */
function errorFromBody(status: number, text: string, scope: Scope | null): ApiError {
  const json = parseJson(text);
  const body = json.ok ? json.value : undefined;
  const error = errorBodySchema.safeParse(body);
  const serverMessage = error.success && error.data.error.trim() !== '' ? error.data.error : undefined;
  if (status === 429) {
    const limit = rateLimitBodySchema.safeParse(body);
    if (limit.success) {
      const { limit: max, used, resets_at } = limit.data;
      return rateLimitedError({ serverMessage, limit: max, used, resetsAt: resets_at });
    }
  }
  return errorForStatus(status, serverMessage, scope);
}
