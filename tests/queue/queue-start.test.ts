// The queue's check as the worker starts: only when its alarm is gone and the queue has something to check (a queued
// or sent post, a daily digest), and only after the popup's first answer had its time (a worker is most often started
// by the popup opening). With nothing to check, the publishing engine is not loaded for it.
import { createStore, set, type UseStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { AFTER_START_MS } from '../../lib/core/background/after-start';
import type { Kernel } from '../../lib/core/background/kernel';
import { queueFeature } from '../../lib/queue/feature';
import { QUEUE_SETTINGS_RECORD } from '../../lib/queue/queue-keys';

const tick = vi.fn(async () => {});
// The queue's service comes with the publishing engine, loaded only when the queue needs it.
const publishing = vi.fn(async () => ({ queueService: () => ({ tick }) }));
let stores = 0;

// Only the start's own wait is on a fake clock: fake IndexedDB answers on real time.
const startClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

function servicesWith(alarm: object | undefined, queueStore: UseStore) {
  const get = vi.fn(async (_name: string) => alarm);
  const services = {
    browser: { alarms: { get, onAlarm: { addListener: vi.fn() } } },
    env: { loadEngine: async () => ({ queue: await publishing() }) },
    store: (name: string) => (name === 'queue' ? queueStore : undefined),
  } as unknown as Kernel;
  return { services, get };
}

/** Starts the feature and lets its start check run (AFTER_START_MS on the fake clock, then its reads). */
async function startAndSettle(services: Kernel, alarmsGet: ReturnType<typeof vi.fn>): Promise<void> {
  startClock();
  queueFeature.start?.(services);
  await vi.advanceTimersByTimeAsync(AFTER_START_MS);
  vi.useRealTimers();
  await vi.waitFor(() => expect(alarmsGet).toHaveBeenCalledTimes(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

/** A queue store holding `entries` (keys as lib/queue/queue-store.ts writes them). */
async function queueStoreWith(entries: Record<string, unknown>): Promise<UseStore> {
  stores++;
  const store = createStore(`queue-start-${stores}`, 'entries');
  for (const [key, value] of Object.entries(entries)) await set(key, value, store);
  return store;
}

describe('the queue as the worker starts', () => {
  beforeEach(async () => {
    tick.mockClear();
    publishing.mockClear();
    await fakeBrowser.storage.local.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('checks a queue whose alarm is gone, once, after AFTER_START_MS and not before', async () => {
    const { services, get } = servicesWith(undefined, await queueStoreWith({ 'item:a': { id: 'a' } }));
    startClock();
    queueFeature.start?.(services);
    await vi.advanceTimersByTimeAsync(AFTER_START_MS - 1);
    expect(get).not.toHaveBeenCalled();
    expect(publishing).not.toHaveBeenCalled();
    expect(tick).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(tick).toHaveBeenCalledTimes(1));
    expect(get).toHaveBeenCalledWith('queue');
    expect(publishing).toHaveBeenCalledTimes(1);
  });

  it('leaves a queue whose alarm is set to that alarm', async () => {
    const { services, get } = servicesWith(
      { name: 'queue', scheduledTime: Date.now() + 60_000 },
      await queueStoreWith({ 'item:a': { id: 'a' } }),
    );
    await startAndSettle(services, get);
    expect(publishing).not.toHaveBeenCalled();
    expect(tick).not.toHaveBeenCalled();
  });

  it('with nothing queued or sent and no digest, neither loads the engine nor checks', async () => {
    const { services, get } = servicesWith(undefined, await queueStoreWith({ 'meta:lastRunningAt': 1 }));
    await fakeBrowser.storage.local.set({
      [QUEUE_SETTINGS_RECORD]: { destinations: { d1: { digest: false }, d2: { digest: 'yes' } } },
    });
    await startAndSettle(services, get);
    expect(publishing).not.toHaveBeenCalled();
    expect(tick).not.toHaveBeenCalled();
  });

  it.each([
    ['a sent post', { 'post:p1': { id: 'p1' } }, undefined],
    ['a daily digest', {}, { destinations: { d1: { digest: true } } }],
  ])('with %s and the alarm gone, checks (which sets the alarm again)', async (_what, entries, settings) => {
    const { services, get } = servicesWith(undefined, await queueStoreWith(entries));
    if (settings) await fakeBrowser.storage.local.set({ [QUEUE_SETTINGS_RECORD]: settings });
    await startAndSettle(services, get);
    await vi.waitFor(() => expect(tick).toHaveBeenCalledTimes(1));
    expect(publishing).toHaveBeenCalledTimes(1);
  });
});
