// GET /countries and GET /categories: id-and-name lookups (shapes not shown by the spec; any valid key).
import { Hono } from 'hono';
import { CATEGORIES, COUNTRIES } from '../data/catalog';
import type { Env } from '../runtime';

export function lookupRoutes(): Hono<Env> {
  return new Hono<Env>()
    .get('/countries', (c) => c.json({ data: COUNTRIES.map(({ id, iso, name }) => ({ id, iso, name })) }))
    .get('/categories', (c) => c.json({ data: CATEGORIES.map(({ id, name }) => ({ id, name })) }));
}
