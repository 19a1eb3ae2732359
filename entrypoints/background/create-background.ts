// The composition root: the kernel built from what the background depends on, the features' router over it. The
// worker builds one with the browser's own dependencies (browser-deps.ts); tests build a fresh one per test with
// fakes, and a second one over the same stores is exactly what a restarted worker is.
import type { UseStore } from 'idb-keyval';
import { cacheIdbStore } from '../../lib/core/background/cache';
import { declaredStores, startFeatures as startEach } from '../../lib/core/background/feature';
import {
  type BackgroundDeps,
  type BackgroundStores,
  createKernel,
  type Kernel,
} from '../../lib/core/background/kernel';
import { createRouter, type HandleMessage } from '../../lib/core/background/router';
import { FEATURES } from '../../lib/features';

export type { BackgroundDeps, BackgroundStores };

export interface Background extends Kernel {
  handleMessage: HandleMessage;
}

export function createBackground(deps: BackgroundDeps): Background {
  const kernel = createKernel(deps);
  // The same object: what the features keep per kernel (perBackground) is found again through the background.
  return Object.assign(kernel, { handleMessage: createRouter(FEATURES, kernel) });
}

/** Starts every feature's listeners: call once, synchronously, as the worker starts. */
export function startFeatures(kernel: Kernel): void {
  startEach(FEATURES, kernel);
}

/** The stores every feature declared, by name, each opened with `open` (the core's `cache` included). */
export function openStores(open: (name: string, browserStore: () => UseStore) => UseStore): BackgroundStores {
  const stores: BackgroundStores = { cache: open('cache', cacheIdbStore) };
  for (const [name, browserStore] of declaredStores(FEATURES)) stores[name] = open(name, browserStore);
  return stores;
}
