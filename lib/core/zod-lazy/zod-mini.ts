// zod/mini with its schemas built on first use. The background's worker starts often (MV3 stops it after 30 s idle,
// and the popup's first answer waits for it), and building every schema of the API and of the pages' messages at
// start costs more than the rest of its start together; most are never used in a given worker's life. Every
// constructor here returns a stand-in that builds the real schema the first time anything reads it; `check` on a
// stand-in gives another stand-in. Bundles and tests alias `zod/mini` to this file (wxt.config.ts, vitest.config.ts).
import * as z from 'zod/v4/mini';

export * from 'zod/v4/mini';

/** Tells a test that `zod/mini` resolved to this file. */
export const SCHEMAS_BUILT_ON_FIRST_USE = true;

let built = 0;

/** How many stand-ins have built their schema (tests: loading the worker's modules builds none). */
export function schemasBuilt(): number {
  return built;
}

function lazy<T extends object>(make: () => T): T {
  let value: T | undefined;
  const real = (): T => {
    if (value === undefined) {
      value = make();
      built++;
    }
    return value;
  };
  return new Proxy(Object.create(null) as T, {
    get(_target, key) {
      if (key === 'check' && value === undefined) {
        return (...checks: unknown[]) => lazy(() => (real() as { check(...c: unknown[]): object }).check(...checks));
      }
      return Reflect.get(real(), key);
    },
    has: (_target, key) => Reflect.has(real(), key),
    set: (_target, key, v) => Reflect.set(real(), key, v),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor(_target, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // The stand-in's own target has no such property: a proxy may only report it as configurable.
      if (descriptor) descriptor.configurable = true;
      return descriptor;
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
  });
}

// biome-ignore lint/suspicious/noExplicitAny: one wrapper for constructors of every signature
function deferred<F extends (...args: any[]) => object>(make: F): F {
  return ((...args: Parameters<F>) => lazy(() => make(...args))) as F;
}

export const string = deferred(z.string);
export const number = deferred(z.number);
export const int = deferred(z.int);
export const boolean = deferred(z.boolean);
export const unknown = deferred(z.unknown);
export const literal = deferred(z.literal);
export const enum_ = deferred(z.enum);
export { enum_ as enum };
export const catch_ = deferred(z.catch);
export { catch_ as catch };
export const object = deferred(z.object);
export const looseObject = deferred(z.looseObject);
export const array = deferred(z.array);
export const record = deferred(z.record);
export const union = deferred(z.union);
export const discriminatedUnion = deferred(z.discriminatedUnion);
export const optional = deferred(z.optional);
export const nullable = deferred(z.nullable);
export const partial = deferred(z.partial);
export const extend = deferred(z.extend);
export const pipe = deferred(z.pipe);
export const transform = deferred(z.transform);
export const regex = deferred(z.regex);
export const minimum = deferred(z.minimum);
export const maximum = deferred(z.maximum);
export const minLength = deferred(z.minLength);
export const maxLength = deferred(z.maxLength);
export const refine = deferred(z.refine);
export const gte = deferred(z.gte);
export const lte = deferred(z.lte);
export const _default = deferred(z._default);
export const iso = {
  datetime: deferred(z.iso.datetime),
  date: deferred(z.iso.date),
  time: deferred(z.iso.time),
  duration: deferred(z.iso.duration),
};
