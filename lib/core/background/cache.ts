// Cached functions for the background: max age, stale-while-revalidate and one shared request per key.
// Entries live in IndexedDB (their own store) because the MV3 worker can be stopped at any moment; only the
// in-flight promises live in memory (in the instance), and losing those just means the next caller asks again.
import { clear, delMany, entries, get, keys, set, type UseStore } from 'idb-keyval';
import { openIdbStore } from '../storage/idb-store';

/** The browser's store. */
export function cacheIdbStore(): UseStore {
  return openIdbStore('affiliate-cache', 'entries');
}

interface Entry<T> {
  value: T;
  storedAt: number;
  /** After this the entry is of no use (max age plus the stale grace) and `prune()` drops it. */
  expiresAt: number;
}

export interface CachesDeps {
  /** The IndexedDB store of every entry. */
  store: UseStore;
  /** Milliseconds since the epoch. */
  now: () => number;
}

export interface CacheOptions<A extends unknown[], T> {
  /** Namespace of the entries; also what `invalidate` works within. */
  name: string;
  /** Milliseconds an entry is answered without asking again. */
  maxAge: number;
  /** Milliseconds after `maxAge` during which the old entry is answered at once and refreshed in the background. */
  staleWhileRevalidate?: number;
  /** The entry's key within `name`; must include whatever identifies the API key (see api-caches.ts). */
  key: (...args: A) => string;
  fetch: (...args: A) => Promise<T>;
  /** Whether an answer may be stored; one that is not (a failure the server reports as 200) is asked for again. */
  keep?: (value: T, ...args: A) => boolean;
}

export interface CacheAnswer<T> {
  value: T;
  /** Answered from storage: no request was made for this call. */
  cached: boolean;
  /** Older than `maxAge`: a refresh has been started in the background. */
  stale: boolean;
}

export interface CachedFunction<A extends unknown[], T> {
  (...args: A): Promise<T>;
  withMeta(...args: A): Promise<CacheAnswer<T>>;
  /** Asks again now (sharing a request already on its way) and stores the answer. */
  refresh(...args: A): Promise<T>;
  /** Stores a value obtained elsewhere, e.g. the identity read while saving a key. */
  set(value: T, ...args: A): Promise<void>;
  /** Drops the entries whose key starts with `keyPrefix` (all of this function's entries when omitted). */
  invalidate(keyPrefix?: string): Promise<void>;
  /** Drops the stored entries whose value passes `test` (e.g. links of a campaign that paused). */
  invalidateWhere(test: (value: T) => boolean): Promise<void>;
}

export interface Caches {
  cachedFunction<A extends unknown[], T>(options: CacheOptions<A, T>): CachedFunction<A, T>;
  /** Everything of every cached function: used when the API key changes or is removed. */
  clearAll(): Promise<void>;
  /** Drops expired entries so the store does not grow without end; resolves with how many. */
  prune(now?: number): Promise<number>;
}

/** Entries this worker run keeps in memory as well (the newest written or read), so a repeated request (the popup
 * opened again on a page) reads no storage. */
const MEMORY_ENTRIES = 200;

export function createCaches({ store, now }: CachesDeps): Caches {
  const inFlight = new Map<string, Promise<unknown>>();
  // Only this instance writes the store, so what it holds here is what the store holds.
  const memory = new Map<string, Entry<unknown>>();
  const keep = (key: string, entry: Entry<unknown>) => {
    memory.delete(key);
    memory.set(key, entry);
    if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
  };
  const forget = (test: (key: string, entry: Entry<unknown>) => boolean) => {
    for (const [key, entry] of memory) if (test(key, entry)) memory.delete(key);
  };
  // Bumped on invalidation (per name) and on clearing (all names) so an answer that was already on its way is
  // not written back over the change.
  const generations = new Map<string, number>();
  let epoch = 0;
  const generationOf = (name: string) => `${epoch}:${generations.get(name) ?? 0}`;
  // Every key the store may hold: its keys, read once as the instance starts, and each key this instance writes
  // (added before its write starts). A key not listed is not stored, so a first conversion asks at once instead of
  // first reading the store for nothing (measured 0-5 ms of a warm popup's first open). Deleted keys stay listed:
  // one more read that finds nothing, never an answer skipped. Until the keys are read, every miss in memory reads
  // the store, as before.
  const listed = new Set<unknown>();
  let keysRead = false;
  safely(() => keys(store)).then((all) => {
    if (!all) return;
    for (const key of all) listed.add(key);
    keysRead = true;
  });
  const mayBeStored = (key: string) => !keysRead || listed.has(key);

  function cachedFunction<A extends unknown[], T>(options: CacheOptions<A, T>): CachedFunction<A, T> {
    const { name, maxAge, staleWhileRevalidate = 0 } = options;
    const fullKey = (args: A) => `${name}:${options.key(...args)}`;

    const write = (key: string, value: T) => {
      const entry = { value, storedAt: now(), expiresAt: now() + maxAge + staleWhileRevalidate };
      listed.add(key);
      keep(key, entry);
      return safely(() => set(key, entry, store));
    };

    const load = (args: A): Promise<T> => {
      const key = fullKey(args);
      const pending = inFlight.get(key) as Promise<T> | undefined;
      if (pending) return pending;
      const generation = generationOf(name);
      const request = options.fetch(...args);
      // The caller gets the answer at once; the request stays shared until the answer is kept (in memory at once,
      // then stored), so a call that comes in meanwhile gets this same answer instead of asking (and minting a short
      // link) again.
      request.then(
        (value) => {
          if (generationOf(name) === generation && (options.keep?.(value, ...args) ?? true)) void write(key, value);
        },
        () => {},
      );
      inFlight.set(key, request);
      const forget = () => {
        if (inFlight.get(key) === request) inFlight.delete(key);
      };
      request.then(forget, forget);
      return request;
    };

    const withMeta = async (...args: A): Promise<CacheAnswer<T>> => {
      const key = fullKey(args);
      let entry = memory.get(key) as Entry<T> | undefined;
      if (!entry && mayBeStored(key)) {
        const generation = generationOf(name);
        entry = await safely(() => get<Entry<T>>(key, store));
        if (entry && generationOf(name) === generation) keep(key, entry);
      }
      if (entry) {
        const age = now() - entry.storedAt;
        if (age >= 0 && age < maxAge) return { value: entry.value, cached: true, stale: false };
        if (age >= 0 && age < maxAge + staleWhileRevalidate) {
          load(args).catch((error: unknown) => {
            // The caller already has the stale value; the next call asks again.
            console.warn(`Background refresh of ${name} failed`, error);
          });
          return { value: entry.value, cached: true, stale: true };
        }
      }
      return { value: await load(args), cached: false, stale: false };
    };

    const cached = async (...args: A) => (await withMeta(...args)).value;
    cached.withMeta = withMeta;
    cached.refresh = (...args: A) => load(args);
    cached.set = (value: T, ...args: A) => write(fullKey(args), value);
    cached.invalidate = async (keyPrefix = '') => {
      const prefix = `${name}:${keyPrefix}`;
      generations.set(name, (generations.get(name) ?? 0) + 1);
      for (const key of [...inFlight.keys()]) if (key.startsWith(prefix)) inFlight.delete(key);
      forget((key) => key.startsWith(prefix));
      await safely(async () => {
        const all = await keys<string>(store);
        await delMany(
          all.filter((k) => typeof k === 'string' && k.startsWith(prefix)),
          store,
        );
      });
    };
    cached.invalidateWhere = async (test: (value: T) => boolean) => {
      const prefix = `${name}:`;
      generations.set(name, (generations.get(name) ?? 0) + 1);
      forget((key, e) => key.startsWith(prefix) && test(e.value as T));
      await safely(async () => {
        const all = await entries<string, Entry<T>>(store);
        const doomed = all.filter(([k, e]) => typeof k === 'string' && k.startsWith(prefix) && e && test(e.value));
        if (doomed.length)
          await delMany(
            doomed.map(([k]) => k),
            store,
          );
      });
    };
    return cached;
  }

  async function clearAll(): Promise<void> {
    inFlight.clear();
    memory.clear();
    epoch++;
    await safely(() => clear(store));
  }

  async function prune(at = now()): Promise<number> {
    forget((_, e) => e.expiresAt <= at);
    const expired = await safely(async () => {
      const all = await entries<string, Entry<unknown>>(store);
      return all.filter(([, e]) => !e || typeof e.expiresAt !== 'number' || e.expiresAt <= at).map(([k]) => k);
    });
    if (!expired?.length) return 0;
    await safely(() => delMany(expired, store));
    return expired.length;
  }

  return { cachedFunction, clearAll, prune };
}

// A broken IndexedDB (quota, private mode) must not break the feature: it just works uncached.
async function safely<R>(op: () => Promise<R>): Promise<R | undefined> {
  try {
    return await op();
  } catch (error) {
    console.warn('Cache storage failed; continuing without it', error);
    return undefined;
  }
}
