// The background's real dependencies: the browser's fetch and IndexedDB, the clock, the list the build ships.
import { browser } from '../browser';
import { historyIdbStore } from '../history/store';
import { queueIdbStore } from '../queue/queue-database';
import { salesIdbStore } from '../sales/store';
import type { BackgroundDeps } from './create-background';
import { earlyStores } from './early-start';
import { loadPublishingScript, PUBLISHING_SCRIPT } from './publishing';
import { bundledSuffixListText } from './suffix-list';

export function browserDeps(): BackgroundDeps {
  return {
    browser,
    stores: {
      // The popup's, made and opened as the worker started.
      ...earlyStores,
      sales: salesIdbStore(),
      history: historyIdbStore(),
      queue: queueIdbStore(),
    },
    // The popup and the side panel have no tab of their own: the window the person is in tells.
    privateWindow: async () => (browser.windows ? (await browser.windows.getLastFocused()).incognito : false),
    readSuffixList: bundledSuffixListText,
    shortLinks: { hasPermission: (pattern) => browser.permissions.contains({ origins: [pattern] }) },
    loadPublishing: () => loadPublishingScript(PUBLISHING_SCRIPT),
  };
}
