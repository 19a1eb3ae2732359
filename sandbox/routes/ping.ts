// GET /ping (any scope): the key's identity, not wrapped in `data`.
import { Hono } from 'hono';
import type { Env } from '../runtime';

const API_VERSION = '3.0';

export function pingRoutes(): Hono<Env> {
  return new Hono<Env>().get('/ping', (c) => {
    const { key, pub } = c.var.auth;
    const p = pub.publisher;
    return c.json({
      status: 'ok',
      version: API_VERSION,
      publisher: { id: p.id, name: p.name, email: p.email, publisher_id: p.publisherId, currency: p.currency },
      api_key: { name: key.name, scopes: key.scopes, last_used_at: key.lastUsedAt },
    });
  });
}
