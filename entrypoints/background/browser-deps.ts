// The background's real dependencies: the browser's fetch and IndexedDB, the clock, the list the build ships.
import type { UseStore } from 'idb-keyval';
import { loadPublishingScript, PUBLISHING_SCRIPT } from '../../lib/core/background/publishing';
import { bundledSuffixListText } from '../../lib/core/background/suffix-list';
import { browser } from '../../lib/core/browser';
import type { BackgroundDeps } from './create-background';
import { openStores } from './create-background';
import { earlyStores } from './early-start';
import { openedOnFirstUse } from './warm-up';

export function browserDeps(): BackgroundDeps {
  return {
    browser,
    // The popup's were made and opened as the worker started; every other store a feature declared is opened on its
    // first use.
    stores: openStores((name, open) => (earlyStores as Record<string, UseStore>)[name] ?? openedOnFirstUse(open)),
    // The popup and the side panel have no tab of their own: the window the person is in tells.
    privateWindow: async () => (browser.windows ? (await browser.windows.getLastFocused()).incognito : false),
    readSuffixList: bundledSuffixListText,
    shortLinks: { hasPermission: (pattern) => browser.permissions.contains({ origins: [pattern] }) },
    loadEngine: () => loadPublishingScript(PUBLISHING_SCRIPT),
  };
}
