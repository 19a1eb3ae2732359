// The background's zod/mini (lib/core/zod-lazy/zod-mini.ts): schemas built on first use, parsing exactly as zod does.
import { describe, expect, it, vi } from 'vitest';
import * as lazy from 'zod/mini';
import * as real from 'zod/v4/mini';

describe('zod/mini built on first use', () => {
  it('is what `zod/mini` resolves to in the tests, as in the bundles', () => {
    expect((lazy as unknown as Record<string, unknown>).SCHEMAS_BUILT_ON_FIRST_USE).toBe(true);
  });

  it('builds a schema only when it is first used, also through check()', () => {
    let reads = 0;
    const entries = {
      get yes() {
        reads++;
        return 'yes';
      },
    };
    const schema = lazy.enum(entries).check(lazy.maxLength(3));
    const inObject = lazy.object({ answer: schema });
    expect(reads).toBe(0);
    expect(lazy.safeParse(inObject, { answer: 'yes' }).success).toBe(true);
    expect(reads).toBeGreaterThan(0);
    // The real zod reads the entries as the schema is made.
    reads = 0;
    real.enum(entries);
    expect(reads).toBeGreaterThan(0);
  });

  // One schema written twice, once with each: every constructor the code uses.
  function shapeOf(z: typeof real) {
    const base = z.object({
      id: z.int().check(z.minimum(1), z.maximum(1000)),
      name: z.string().check(z.minLength(1), z.maxLength(5)),
      code: z.optional(z.string().check(z.regex(/^[A-Z]+$/))),
      note: z.nullable(z.string()),
      kind: z.enum(['a', 'b']),
      flag: z.literal(true),
      tags: z.array(z.union([z.string(), z.number()])),
      source: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('page'), url: z.string() }),
        z.object({ kind: z.literal('offer'), id: z.int().check(z.minimum(1)) }),
      ]),
      extra: z.record(z.string(), z.boolean()),
      raw: z.unknown(),
      amount: z.pipe(
        z.string(),
        z.transform((s) => Number(s)),
      ),
      safe: z.catch(z.int(), -1),
      even: z.int().check(z.refine((n) => n % 2 === 0, 'odd')),
      price: z.number().check(z.gte(0), z.lte(100)),
      at: z.iso.datetime(),
      currency: z._default(z.string(), 'INR'),
    });
    return {
      whole: z.extend(base, { more: z.optional(z.boolean()) }),
      partial: z.partial(base),
      loose: z.looseObject({ id: z.int() }),
    };
  }
  const good = {
    id: 5,
    name: 'abc',
    code: 'XY',
    note: null,
    kind: 'b',
    flag: true,
    tags: ['x', 2],
    source: { kind: 'offer', id: 3 },
    extra: { k: true },
    raw: { any: 1 },
    amount: '12.5',
    safe: 'not a number',
    even: 4,
    price: 100,
    at: '2026-11-29T06:00:00Z',
    more: false,
  };
  const bad = {
    ...good,
    id: 0,
    name: 'toolong',
    code: 'ab',
    kind: 'c',
    tags: [null],
    extra: { k: 1 },
    even: 3,
    price: -1,
    at: 'yesterday',
    source: { kind: 'offer', id: 0 },
  };

  it('parses as zod does: values, defaults, issues and their paths', () => {
    const a = shapeOf(lazy as unknown as typeof real);
    const b = shapeOf(real);
    for (const [name, input] of Object.entries({ good, bad, empty: {}, notObject: 'x' })) {
      for (const key of ['whole', 'partial', 'loose'] as const) {
        const x = lazy.safeParse(a[key], input);
        const y = real.safeParse(b[key], input);
        expect({ name, key, success: x.success }).toEqual({ name, key, success: y.success });
        expect(x.data).toEqual(y.data);
        expect(x.error?.issues).toEqual(y.error?.issues);
      }
    }
    expect(lazy.safeParse(a.whole, good).data?.amount).toBe(12.5);
    expect(lazy.safeParse(a.whole, good).data?.safe).toBe(-1);
  });

  it('keeps a schema’s shape readable', () => {
    const schema = lazy.object({ id: lazy.int() });
    expect(Object.keys(schema.shape)).toEqual(['id']);
  });
});

describe("the worker's modules", () => {
  it('build no schema as they load: each is built by its first parse', async () => {
    vi.resetModules();
    const fresh = (await import('zod/mini')) as unknown as { schemasBuilt(): number };
    await import('../../../entrypoints/background/create-background');
    await import('../../../entrypoints/background/publishing-engine');
    expect(fresh.schemasBuilt()).toBe(0);
    const { paramSchemas } = await import('../../../lib/core/api/params');
    expect(paramSchemas.convertLink.safeParse({ url: 'https://example.com/' }).success).toBe(true);
    expect(fresh.schemasBuilt()).toBeGreaterThan(0);
  });
});
