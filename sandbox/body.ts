// JSON request bodies, checked field by field: a wrong type is a 422 naming the field.
import type { Context } from 'hono';
import { badRequest, unprocessable } from './errors';

export class Body {
  constructor(readonly fields: Record<string, unknown>) {}

  has(name: string): boolean {
    return this.fields[name] !== undefined && this.fields[name] !== null;
  }

  /** A string field as sent (not trimmed); absent or null gives undefined. */
  string(name: string): string | undefined {
    const v = this.fields[name];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'string') throw unprocessable(`${name} must be a string`);
    return v;
  }

  /** A string that must be present and not blank: "<name> is required". */
  required(name: string): string {
    const v = this.string(name);
    if (v === undefined || v.trim() === '') throw unprocessable(`${name} is required`);
    return v;
  }

  int(name: string): number | undefined {
    const v = this.fields[name];
    if (v === undefined || v === null) return undefined;
    const n = typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v;
    if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw unprocessable(`${name} must be a whole number`);
    return n;
  }

  bool(name: string): boolean | undefined {
    const v = this.fields[name];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'boolean') throw unprocessable(`${name} must be true or false`);
    return v;
  }
}

/** The request's JSON object body; an empty body reads as `{}`. */
export async function readBody(c: Context): Promise<Body> {
  const text = await c.req.text();
  if (text.trim() === '') return new Body({});
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw unprocessable('The request body must be a JSON object');
  }
  return new Body(parsed as Record<string, unknown>);
}
