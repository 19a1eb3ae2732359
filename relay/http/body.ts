// Request bodies: JSON, checked against a zod schema; anything else is a 400 naming the field, and nothing is kept.
import type { Context } from 'hono';
import type { z } from 'zod';
import { invalid } from './errors';

export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw invalid('The body must be JSON (Content-Type: application/json).');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    throw invalid(`${field}: ${issue?.message ?? 'not valid'}`, {
      field,
      issues: parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
    });
  }
  return parsed.data;
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(`${issue?.path.join('.') || 'query'}: ${issue?.message ?? 'not valid'}`);
  }
  return parsed.data;
}
