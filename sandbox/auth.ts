// `Authorization: Token <key>`: 401 without a known key, 403 without the endpoint's scope; legacy keys
// (scopes null) may do everything.
import type { MiddlewareHandler } from 'hono';
import { iso } from './dates';
import { forbidden, unauthorized } from './errors';
import type { Env, Runtime } from './runtime';
import type { Scope } from './spec';

/** The key in an `Authorization: Token <key>` header, or null. */
export function tokenOf(header: string | undefined): string | null {
  const m = /^Token\s+(\S+)\s*$/i.exec(header ?? '');
  return m ? m[1]! : null;
}

export function authenticate(rt: Runtime): MiddlewareHandler<Env> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    const token = tokenOf(header);
    if (!token) {
      throw unauthorized(
        header
          ? 'Invalid Authorization header: send "Authorization: Token <API_KEY>"'
          : 'Missing API key: send the header "Authorization: Token <API_KEY>"',
      );
    }
    const key = rt.state.keys.get(token);
    const pub = key && rt.state.publishers.get(key.publisherId);
    if (!key || !pub) throw unauthorized('Invalid API key: it is unknown, revoked or rotated');
    key.lastUsedAt = iso(rt.now().getTime());
    c.set('auth', { key, pub });
    await next();
  };
}

export function requireScope(scope: Scope): MiddlewareHandler<Env> {
  return async (c, next) => {
    const { scopes } = c.var.auth.key;
    if (scopes !== null && !scopes.includes(scope)) {
      throw forbidden(`This API key lacks the ${scope} scope required for ${c.req.method} ${apiPath(c.req.path)}`);
    }
    await next();
  };
}

export const API_PREFIX = '/pub_api/v3';

export function apiPath(path: string): string {
  return path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) || '/' : path;
}
