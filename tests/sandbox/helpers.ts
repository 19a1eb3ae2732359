// Talks to a sandbox over real HTTP, and checks every answer against the API schemas of lib/core/api/schemas.ts:
// an answer that does not fit, or a list with records the schema had to leave out, fails the test.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import * as z from 'zod';
import { dataOf, errorBodySchema, rateLimitBodySchema } from '../../lib/core/api/schemas';
import { DEMO_KEYS } from '../../sandbox/keys';
import { type SandboxHandle, type SandboxOptions, startSandbox } from '../../sandbox/server';

/** Every test file runs the sandbox on this fixed day, so dates and figures are stable. */
export const TODAY = new Date('2025-06-18T09:30:00Z');
export const TODAY_DAY = '2025-06-18';

export const INR: string = DEMO_KEYS.inrLegacy.key;
export const USD: string = DEMO_KEYS.usdFull.key;
export const LIMITED: string = DEMO_KEYS.inrLimited.key;

/** Starts one sandbox for the file (port 0, fixed day); with `fresh`, its state is reset before each test. */
export function useSandbox(opts: SandboxOptions & { fresh?: boolean } = {}): () => SandboxHandle {
  let sandbox: SandboxHandle | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, quiet: true, today: TODAY, ...opts });
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  if (opts.fresh) beforeEach(() => sandbox!.reset());
  return () => sandbox!;
}

type QueryValue = string | number | boolean | readonly (string | number)[];

export interface Call {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, QueryValue | undefined>;
  body?: unknown;
  /** The API key; null sends no Authorization header. Default: the INR legacy key. */
  key?: string | null;
}

export function urlOf(base: string, path: string, query: Call['query'] = {}): string {
  const url = new URL(base + path);
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) url.searchParams.append(name, String(v));
    else url.searchParams.set(name, String(value));
  }
  return url.toString();
}

/** Sends the call, expects `status`, and parses the JSON body with `schema` (no skipped records). */
export async function call<S extends z.core.$ZodType>(
  sandbox: SandboxHandle,
  req: Call,
  status: number,
  schema: S,
): Promise<z.output<S>> {
  const method = req.method ?? 'GET';
  const headers: Record<string, string> = {};
  const key = req.key === undefined ? INR : req.key;
  if (key !== null) headers.Authorization = `Token ${key}`;
  if (req.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(urlOf(sandbox.baseUrl, req.path, req.query), {
    method,
    headers,
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
  });
  const text = await res.text();
  const where = `${method} ${req.path}${req.query ? ` ${JSON.stringify(req.query)}` : ''}`;
  expect(res.status, `${where} answered ${text.slice(0, 300)}`).toBe(status);
  expect(res.headers.get('content-type'), where).toMatch(/^application\/json/);
  const parsed = z.safeParse(schema, JSON.parse(text));
  if (!parsed.success) {
    throw new Error(
      `${where}: the response does not fit its schema:\n${z.prettifyError(parsed.error)}\n${text.slice(0, 500)}`,
    );
  }
  const data = parsed.data as { skipped?: unknown };
  if (data !== null && typeof data === 'object' && 'skipped' in data) {
    expect(data.skipped, `${where}: records the schema left out`).toBe(0);
  }
  return parsed.data;
}

/** An API client bound to a sandbox. */
export function api(sandbox: () => SandboxHandle) {
  const send = <S extends z.core.$ZodType>(req: Call, status: number, schema: S) =>
    call(sandbox(), req, status, schema);
  return {
    get: <S extends z.core.$ZodType>(path: string, schema: S, opts: Omit<Call, 'path'> & { status?: number } = {}) =>
      send({ ...opts, path }, opts.status ?? 200, schema),
    post: <S extends z.core.$ZodType>(
      path: string,
      body: unknown,
      schema: S,
      opts: Omit<Call, 'path' | 'body'> & { status?: number } = {},
    ) => send({ ...opts, method: 'POST', path, body }, opts.status ?? 200, schema),
    patch: <S extends z.core.$ZodType>(
      path: string,
      body: unknown,
      schema: S,
      opts: Omit<Call, 'path' | 'body'> & { status?: number } = {},
    ) => send({ ...opts, method: 'PATCH', path, body }, opts.status ?? 200, schema),
    delete: <S extends z.core.$ZodType>(path: string, schema: S, opts: Omit<Call, 'path'> & { status?: number } = {}) =>
      send({ ...opts, method: 'DELETE', path }, opts.status ?? 200, schema),
    /** An error answer: `{ error }` (or the 429 body), returning the message. */
    error: async (req: Call, status: number) => {
      const body = await send(req, status, status === 429 ? rateLimitBodySchema : errorBodySchema);
      return body.error;
    },
    rateLimited: (req: Call) => send(req, 429, rateLimitBodySchema),
  };
}

/** DELETE answers `{ data: { id, deleted: true } }` (the sandbox's choice; not in lib/core/api/schemas.ts). */
export const deletedSchema = dataOf(z.object({ id: z.number().int(), deleted: z.literal(true) }));

/** A decimal string in minor units (cents/paise), exactly: "12.4" -> 1240. */
export function minor(decimal: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(decimal);
  if (!m) throw new Error(`not a 2-decimal amount: ${decimal}`);
  const value = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -value : value;
}

/** Every page of a list, walking next_page. */
export async function allPages<T>(
  fetchPage: (page: number) => Promise<{ data: T[]; meta: { next_page: number | null; total: number } }>,
): Promise<{ items: T[]; total: number; pages: number }> {
  const items: T[] = [];
  let page: number | null = 1;
  let total = 0;
  let pages = 0;
  while (page !== null) {
    const res = await fetchPage(page);
    items.push(...res.data);
    total = res.meta.total;
    pages++;
    page = res.meta.next_page;
  }
  return { items, total, pages };
}

export function expectKnown(values: readonly string[], allowed: readonly string[], what: string): void {
  for (const v of values) expect(allowed, `${what} "${v}"`).toContain(v);
}
