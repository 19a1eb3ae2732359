// Middleware in front of every API route: the request log, then injected faults.
import type { MiddlewareHandler } from 'hono';
import { apiPath, tokenOf } from '../auth';
import { iso } from '../dates';
import type { Env, Runtime } from '../runtime';
import { bodyValue, queryObject } from './request-log';

export function logRequests(rt: Runtime): MiddlewareHandler<Env> {
  return async (c, next) => {
    const text = c.req.method === 'GET' || c.req.method === 'HEAD' ? '' : await c.req.text();
    const started = Date.now();
    await next();
    const token = tokenOf(c.req.header('authorization'));
    const path = apiPath(c.req.path);
    rt.controls.log.add({
      method: c.req.method,
      path,
      query: queryObject(new URL(c.req.url).searchParams),
      body: bodyValue(text),
      key_tail: token ? token.slice(-4) : null,
      status: c.res.status,
      at: iso(rt.now().getTime()),
    });
    if (!rt.quiet) console.log(`${c.req.method} ${path} -> ${c.res.status} (${Date.now() - started} ms)`);
  };
}

const NO_BODY = new Set([204, 205, 304]);

export function injectFaults(rt: Runtime): MiddlewareHandler<Env> {
  return async (c, next) => {
    const fault = rt.controls.faults.take(c.req.method, apiPath(c.req.path));
    if (!fault) return next();
    if (fault.latencyMs) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
    if (fault.status === undefined && fault.body === undefined) return next();
    const status = fault.status ?? 200;
    const location: Record<string, string> = fault.location ? { location: fault.location } : {};
    if (NO_BODY.has(status)) return new Response(null, { status, headers: location });
    const given = fault.body ?? JSON.stringify({ error: `Injected fault: HTTP ${status}` });
    // A server that echoes the request's key back in its error (as some do with the Authorization header).
    const key = (c.req.header('authorization') ?? '').replace(/^Token\s+/i, '');
    const body = fault.echoKey ? given.split('{key}').join(key) : given;
    return new Response(body, { status, headers: { 'content-type': 'application/json', ...location } });
  };
}
