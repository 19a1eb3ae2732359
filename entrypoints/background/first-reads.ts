// The popup's first answer reads the account and settings records, the campaign index and two IndexedDB stores, each
// read waiting for the one before; started together as the worker starts (early-start.ts), those reads are done or
// under way when the answer needs them. This module imports no more than those reads need, so that early-start.ts,
// which runs it first, runs before the rest of the worker's modules are evaluated.
import type { UseStore } from 'idb-keyval';
import { settingsRecord } from '../../lib/account/settings';
import { campaignIndexIdbStore } from '../../lib/campaigns/store';
import { ACCOUNT_RECORD } from '../../lib/core/account/watch';
import { cacheIdbStore } from '../../lib/core/background/cache';
import { readLocalsAhead } from '../../lib/core/storage/local-record';
import { historySettingsRecord } from '../../lib/history/settings';
import { siteOptionsIdbStore } from '../../lib/links/site-options';
import type { BackgroundStores } from './create-background';

export type PopupStores = Pick<BackgroundStores, 'siteOptions' | 'cache' | 'campaignIndex'> & BackgroundStores;

/** The browser's stores the popup's first answer reads. */
export function popupStores(): PopupStores {
  return { siteOptions: siteOptionsIdbStore(), cache: cacheIdbStore(), campaignIndex: campaignIndexIdbStore() };
}

/** What needs only storage: the records read, the stores opened (most of a first read's time). */
export function startPopupReads(stores: PopupStores): void {
  readLocalsAhead([ACCOUNT_RECORD, settingsRecord.key, historySettingsRecord.key]);
  for (const store of [stores.siteOptions, stores.cache, stores.campaignIndex] satisfies UseStore[]) {
    store('readonly', () => undefined).catch(() => {});
  }
}
