// GET /countries and GET /categories: id-and-name lookups. The spec shows neither their shapes nor their scope; the
// sandbox takes the strictest a real server could, `read:campaigns` (the lists feed the campaign filters), so that
// a client assuming less is caught.
import { Hono } from 'hono';
import { requireScope } from '../auth';
import { CATEGORIES, COUNTRIES } from '../data/catalog';
import type { Env } from '../runtime';

export function lookupRoutes(): Hono<Env> {
  return new Hono<Env>()
    .get('/countries', requireScope('read:campaigns'), (c) =>
      c.json({ data: COUNTRIES.map(({ id, iso, name }) => ({ id, iso, name })) }),
    )
    .get('/categories', requireScope('read:campaigns'), (c) =>
      c.json({ data: CATEGORIES.map(({ id, name }) => ({ id, name })) }),
    );
}
