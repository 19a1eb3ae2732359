// Backgrounds for tests: the real `createBackground` over fresh fake-IndexedDB stores, reading the Public Suffix
// List from its generator; the API's `fetch` and transport as each test needs.
import { createStore } from 'idb-keyval';
import {
  type Background,
  type BackgroundDeps,
  type BackgroundStores,
  createBackground,
} from '../../entrypoints/background/create-background';
import { suffixListText } from './suffix-list';

let stores = 0;

/** New, empty stores: a first start of the extension. */
export function freshStores(): BackgroundStores {
  stores++;
  return {
    cache: createStore(`test-cache-${stores}`, 'entries'),
    siteOptions: createStore(`test-sites-${stores}`, 'sites'),
    campaignIndex: createStore(`test-index-${stores}`, 'index'),
    sales: createStore(`test-sales-${stores}`, 'records'),
    history: createStore(`test-history-${stores}`, 'entries'),
    queue: createStore(`test-queue-${stores}`, 'entries'),
  };
}

/** A background as a test builds it; over `deps.stores` it is the same worker started again. */
export function testBackground(deps: Partial<BackgroundDeps> = {}): Background {
  return createBackground({
    stores: freshStores(),
    readSuffixList: async () => suffixListText(),
    shortLinks: { hasPermission: async () => false },
    loadPublishing: () => import('../../entrypoints/background/publishing-engine'),
    ...deps,
  });
}
