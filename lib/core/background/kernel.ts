// The kernel: what every feature of the background stands on, and nothing of any feature. The API's clients and
// their caches, the clock, the extension API, `fetch`, the IndexedDB stores the features declared and the
// environment the background was started in. A feature builds its own services from it (`perBackground`), and one
// feature using another imports that feature's accessor: the dependency is an import a reader (and
// tests/core/import-rules.test.ts) can see.
//
// The worker builds one kernel with the browser's own dependencies (entrypoints/background/browser-deps.ts); tests
// build a fresh one per test with fakes, and a second one over the same stores is exactly what a restarted worker
// is. Everything a worker run keeps in memory lives in its kernel or in what the features built from it.
import type { UseStore } from 'idb-keyval';
import { browser as defaultBrowser, type ExtensionApi } from '../browser';
import { type ApiCaches, createApiCaches } from './api-caches';
import { type ApiClients, type ApiTransport, createApiClients } from './api-client';
import { type Caches, createCaches } from './cache';
import { installConsoleKeyMasking } from './key-mask';
import { createLinkCaches, type LinkCaches } from './link-cache';
import { createSuffixList, type LoadSuffixList } from './suffix-list';

/** The IndexedDB stores by name: the core's `cache`, and each store a feature declares (`Feature.stores`). */
export type BackgroundStores = Record<string, UseStore>;

/**
 * What the environment gives the features beyond the kernel's own parts. Empty here: a feature that needs
 * something of the environment (how notifications are shown, a private window, a redirect hop) adds its field to
 * this interface from its own folder (`declare module`), so the core names none of them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: extended by the features (declaration merging)
export interface BackgroundEnv {}

export interface KernelDeps {
  /** The API's `fetch`; the global one when omitted. */
  fetch?: typeof fetch;
  /** Retries, their waits and timeouts of API requests (transport.ts's defaults when omitted). */
  transport?: Pick<ApiTransport, 'maxRetries' | 'sleep' | 'random' | 'timeoutMs'>;
  stores: BackgroundStores;
  /** The Public Suffix List's text. */
  readSuffixList: () => Promise<string>;
  /** Milliseconds since the epoch; `Date.now()` when omitted. */
  now?: () => number;
  /** The extension API (alarms, notifications, tabs and action, menus, commands, offscreen, permissions, runtime);
   * the browser's own when omitted. */
  browser?: ExtensionApi;
  /** The publishing engine's modules by feature (`lib/<name>/engine.ts`), loaded on first use: the worker's
   * `/publishing.js` (engine-loader.ts); tests import entrypoints/background/publishing-engine.ts. */
  loadEngine: () => Promise<EngineModules>;
}

export type EngineModules = Readonly<Record<string, unknown>>;

export type BackgroundDeps = KernelDeps & BackgroundEnv;

export interface Kernel {
  readonly api: ApiClients;
  /** Cached functions over one store (cache.ts): the building block of every cache below. */
  readonly caches: Caches;
  /** The API answers worth keeping a while (campaigns, offers, channels, countries, categories, the identity). */
  readonly apiCaches: ApiCaches;
  /** Conversions and monetizations of the last 30 minutes. */
  readonly linkCaches: LinkCaches;
  readonly loadSuffixList: LoadSuffixList;
  readonly now: () => number;
  readonly browser: ExtensionApi;
  /** `fetch` for services other than the API (the API's transport has its own). */
  readonly fetch: typeof fetch;
  /** The store a feature declared under `name`. */
  store(name: string): UseStore;
  readonly env: BackgroundDeps;
}

export function createKernel(deps: BackgroundDeps): Kernel {
  // Its own console output masks every API key it uses, as its answers to pages do.
  installConsoleKeyMasking();
  const now = deps.now ?? (() => Date.now());
  const caches = createCaches({ store: storeOf(deps.stores, 'cache'), now });
  const linkCaches = createLinkCaches(caches);
  return {
    api: createApiClients({ ...deps.transport, fetch: deps.fetch, now: () => new Date(now()) }),
    caches,
    apiCaches: createApiCaches(caches, linkCaches),
    linkCaches,
    loadSuffixList: createSuffixList(deps.readSuffixList),
    now,
    browser: deps.browser ?? defaultBrowser,
    fetch: deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init)),
    store: (name) => storeOf(deps.stores, name),
    env: deps,
  };
}

function storeOf(stores: BackgroundStores, name: string): UseStore {
  const store = stores[name];
  if (!store) throw new Error(`No IndexedDB store named ${name}: the feature that owns it must declare it.`);
  return store;
}

/** One instance per kernel of something a feature keeps, built on first use. */
export function perBackground<T>(create: (kernel: Kernel) => T): (kernel: Kernel) => T {
  const instances = new WeakMap<Kernel, T>();
  return (kernel) => {
    let instance = instances.get(kernel);
    if (instance === undefined) {
      instance = create(kernel);
      instances.set(kernel, instance);
    }
    return instance;
  };
}

/** The engine module a lazily loaded feature put in `lib/<name>/engine.ts`, loading the engine the first time. */
export async function engineOf<T>(kernel: Kernel, name: string): Promise<T> {
  const modules = await kernel.env.loadEngine();
  const module = modules[name];
  if (!module) throw new Error(`The publishing engine has no part named ${name}.`);
  return module as T;
}
