// The background's real dependencies: the browser's fetch and IndexedDB, the clock, the list the build ships.
import { createStore, type UseStore } from 'idb-keyval';
import { browser } from 'wxt/browser';
import type { BackgroundDeps } from './create-background';
import { bundledSuffixListText } from './suffix-list';

export function browserDeps(): BackgroundDeps {
  return {
    stores: {
      cache: lazyStore('affiliate-cache', 'entries'),
      siteOptions: lazyStore('affiliate-site-options', 'sites'),
      campaignIndex: lazyStore('affiliate-campaign-index', 'index'),
      sales: lazyStore('affiliate-sales', 'records'),
      history: lazyStore('affiliate-history', 'entries'),
    },
    // The popup and the side panel have no tab of their own: the window the person is in tells.
    privateWindow: async () => (browser.windows ? (await browser.windows.getLastFocused()).incognito : false),
    readSuffixList: bundledSuffixListText,
    shortLinks: { hasPermission: (pattern) => browser.permissions.contains({ origins: [pattern] }) },
  };
}

/** Opens the database on first use: a worker woken for one event opens only the stores that event needs. */
function lazyStore(database: string, storeName: string): UseStore {
  let store: UseStore | null = null;
  return (mode, callback) => {
    store ??= createStore(database, storeName);
    return store(mode, callback);
  };
}
