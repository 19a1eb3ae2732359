// The background's real dependencies: the browser's fetch and IndexedDB, the clock, the list the build ships.

import { loadPublishingScript, PUBLISHING_SCRIPT } from '../../lib/core/background/publishing';
import { bundledSuffixListText } from '../../lib/core/background/suffix-list';
import { browser } from '../../lib/core/browser';
import { historyIdbStore } from '../../lib/history/store';
import { queueIdbStore } from '../../lib/queue/queue-database';
import { salesIdbStore } from '../../lib/sales/store';
import type { BackgroundDeps } from './create-background';
import { earlyStores } from './early-start';

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
