import { createStore, type UseStore } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type CacheOptions, type Caches, createCaches } from '../../../lib/core/background/cache';

const MIN = 60_000;
let run = 0;
let store: UseStore;
let caches: Caches;

/** This worker's caches over `next`; over the same store again, a restarted worker's. */
function startCaches(next: UseStore): void {
  caches = createCaches({ store: next, now: () => Date.now() });
}
function cachedFunction<A extends unknown[], T>(options: CacheOptions<A, T>) {
  return caches.cachedFunction(options);
}
const pruneCaches = (now?: number) => caches.prune(now);

function counter(name = `n${run}`) {
  let calls = 0;
  let release: (() => void) | null = null;
  const fn = cachedFunction({
    name,
    maxAge: 10 * MIN,
    staleWhileRevalidate: 60 * MIN,
    key: (id: number) => String(id),
    fetch: async (id: number) => {
      calls++;
      const n = calls;
      if (release === null) return `${id}#${n}`;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return `${id}#${n}`;
    },
  });
  return {
    fn,
    calls: () => calls,
    /** Makes the next fetches wait for `open()`. */
    hold: () => {
      release = () => {};
    },
    open: () => {
      const r = release;
      release = null;
      r?.();
    },
  };
}

beforeEach(async () => {
  run++;
  store = createStore(`cache-test-${run}`, 'entries');
  startCaches(store);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2024-05-01T10:00:00Z'));
});

describe('cachedFunction', () => {
  it('answers before the entry is stored, and a call meanwhile shares that answer', async () => {
    let writes = 0;
    let releaseWrite: () => void = () => {};
    const slowStore = createStore(`cache-slow-${run}`, 'entries');
    // A store whose writes wait until released, to see the answer arrive before the write ends.
    startCaches(async (mode, callback) => {
      if (mode === 'readwrite') {
        writes++;
        await new Promise<void>((resolve) => {
          releaseWrite = resolve;
        });
      }
      return slowStore(mode, callback);
    });
    const c = counter();
    expect(await c.fn(1)).toBe('1#1');
    expect(writes).toBe(1);
    expect(await c.fn(1)).toBe('1#1'); // the write is still waiting: the shared answer, no second request
    expect(c.calls()).toBe(1);
    releaseWrite();
    await vi.waitFor(async () => expect((await c.fn.withMeta(1)).cached).toBe(true));
    expect(c.calls()).toBe(1);
  });

  it('answers a fresh entry without asking again', async () => {
    const c = counter();
    expect(await c.fn(1)).toBe('1#1');
    vi.setSystemTime(new Date('2024-05-01T10:09:00Z'));
    const answer = await c.fn.withMeta(1);
    expect(answer).toEqual({ value: '1#1', cached: true, stale: false });
    expect(c.calls()).toBe(1);
    expect(await c.fn(2)).toBe('2#2');
    expect(c.calls()).toBe(2);
  });

  it('answers a stale entry at once and refreshes it in the background', async () => {
    const c = counter();
    await c.fn(1);
    vi.setSystemTime(new Date('2024-05-01T10:30:00Z'));
    const answer = await c.fn.withMeta(1);
    expect(answer).toEqual({ value: '1#1', cached: true, stale: true });
    await vi.waitFor(async () => expect((await c.fn.withMeta(1)).value).toBe('1#2'));
    expect(c.calls()).toBe(2);
  });

  it('asks again once the stale grace has passed too', async () => {
    const c = counter();
    await c.fn(1);
    vi.setSystemTime(new Date('2024-05-01T11:11:00Z'));
    expect(await c.fn.withMeta(1)).toEqual({ value: '1#2', cached: false, stale: false });
  });

  it('shares one request between concurrent callers', async () => {
    const c = counter();
    c.hold();
    const all = Promise.all([c.fn(1), c.fn(1), c.fn(1)]);
    await vi.waitFor(() => expect(c.calls()).toBe(1));
    c.open();
    expect(await all).toEqual(['1#1', '1#1', '1#1']);
    expect(c.calls()).toBe(1);
  });

  it('survives the worker stopping: a new function over the same store finds the entry', async () => {
    await counter('shared').fn(5);
    startCaches(store);
    const restarted = counter('shared');
    expect(await restarted.fn(5)).toBe('5#1');
    expect(restarted.calls()).toBe(0);
  });

  it('answers what this worker run wrote or read from memory: the store is read once per entry', async () => {
    let reads = 0;
    startCaches((mode, callback) => {
      if (mode === 'readonly') reads++;
      return store(mode, callback);
    });
    const c = counter('memory');
    await c.fn(1);
    expect(await c.fn.withMeta(1)).toEqual({ value: '1#1', cached: true, stale: false });
    expect(reads).toBe(2); // the store's keys as the instance starts, and the first call's lookup

    // Once the write has landed, a worker started afresh reads the entry from the store, once.
    const storedEntry = () =>
      createCaches({ store, now: Date.now }).cachedFunction({
        name: 'memory',
        maxAge: 10 * MIN,
        key: (id: number) => String(id),
        fetch: async (_id: number) => 'asked',
      })(1);
    await vi.waitFor(async () => expect(await storedEntry()).toBe('1#1'));
    startCaches((mode, callback) => {
      if (mode === 'readonly') reads++;
      return store(mode, callback);
    });
    const restarted = counter('memory');
    reads = 0;
    await restarted.fn(1);
    await restarted.fn(1);
    expect(reads).toBeLessThanOrEqual(1); // the lookup (none once the store's keys were read: it holds none)
    expect(restarted.calls()).toBe(0);
  });

  describe("once the store's keys are read (as the instance starts)", () => {
    /** A store that counts its reads, and tells when the first (the instance's read of its keys) has ended. */
    function countingStore() {
      const counts = { reads: 0, settled: 0 };
      const counting: UseStore = (mode, callback) => {
        if (mode === 'readonly') counts.reads++;
        const done = store(mode, callback);
        done.then(
          () => counts.settled++,
          () => counts.settled++,
        );
        return done;
      };
      return { counting, counts };
    }

    /** This worker's caches over a counting store, once they have read its keys; the counts start from there. */
    async function startCounting() {
      const { counting, counts } = countingStore();
      startCaches(counting);
      await vi.waitFor(() => expect(counts.settled).toBeGreaterThan(0));
      counts.reads = 0;
      return counts;
    }

    async function landed(key: string) {
      const probe = createCaches({ store, now: Date.now }).cachedFunction({
        name: key.split(':')[0] as string,
        maxAge: 10 * MIN,
        key: () => key.split(':')[1] as string,
        fetch: async () => 'asked',
      });
      await vi.waitFor(async () => expect(await probe()).not.toBe('asked'));
    }

    it('asks for a key the store does not hold at once, without reading the store first', async () => {
      const counts = await startCounting();
      const c = counter('fresh');
      expect(await c.fn(7)).toBe('7#1');
      expect(counts.reads).toBe(0);
      expect(c.calls()).toBe(1);
    });

    it('still answers an entry an earlier worker run stored, from the store', async () => {
      await counter('earlier').fn(3);
      await landed('earlier:3');
      const counts = await startCounting();
      const restarted = counter('earlier');
      expect(await restarted.fn(3)).toBe('3#1');
      expect(counts.reads).toBe(1);
      expect(restarted.calls()).toBe(0);
    });

    it('reads the store for an entry this run wrote after its keys were read and no longer holds in memory', async () => {
      const counts = await startCounting();
      const c = counter('many');
      await c.fn(0);
      await landed('many:0');
      for (let i = 1; i <= 200; i++) await c.fn(i); // the memory keeps the newest 200: entry 0 leaves it
      const before = c.calls();
      expect(await c.fn(0)).toBe('0#1');
      expect(counts.reads).toBe(1);
      expect(c.calls()).toBe(before);
    });
  });

  it('forgets a failed request so the next caller asks again', async () => {
    let calls = 0;
    const fn = cachedFunction({
      name: `fail${run}`,
      maxAge: MIN,
      key: () => 'k',
      fetch: async () => {
        calls++;
        if (calls === 1) throw new Error('offline');
        return 'ok';
      },
    });
    await expect(fn()).rejects.toThrow('offline');
    expect(await fn()).toBe('ok');
  });

  it('invalidates by key prefix, and an answer already on its way is not written back', async () => {
    const c = counter();
    await c.fn(1);
    await c.fn(2);
    await c.fn.invalidate('1');
    expect((await c.fn.withMeta(2)).cached).toBe(true);
    expect(await c.fn(1)).toBe('1#3');

    c.hold();
    const late = c.fn(7);
    await vi.waitFor(() => expect(c.calls()).toBe(4));
    await c.fn.invalidate();
    c.open();
    expect(await late).toBe('7#4');
    expect(await c.fn.withMeta(7)).toEqual({ value: '7#5', cached: false, stale: false });
  });

  it('prunes expired entries', async () => {
    const c = counter();
    await c.fn(1);
    expect(await pruneCaches(Date.now())).toBe(0);
    expect(await pruneCaches(Date.now() + 71 * MIN)).toBe(1);
    expect((await c.fn.withMeta(1)).cached).toBe(false);
  });
});
