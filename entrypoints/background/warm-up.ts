// A stopped worker is most often started by the popup opening (MV3 stops it after 30 s idle). Its first answer reads
// the account and settings records, the campaign index and two IndexedDB stores, each read waiting for the one
// before; started together as the worker starts, those reads are done or under way when the answer needs them.
import type { UseStore } from 'idb-keyval';
import { settingsRecord } from '../../lib/account/settings';
import { campaignIndexOf } from '../../lib/campaigns/services';
import { campaignIndexIdbStore } from '../../lib/campaigns/store';
import { ACCOUNT_RECORD } from '../../lib/core/account/watch';
import { cacheIdbStore } from '../../lib/core/background/cache';
import type { Kernel } from '../../lib/core/background/kernel';
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

/**
 * A store every other feature declared (the sales copy, the link history, the queue…), opened the first time it is
 * used rather than as the worker starts: opening a database is IndexedDB work the popup's first answer would wait
 * behind.
 */
export function openedOnFirstUse(open: () => UseStore): UseStore {
  let store: UseStore | null = null;
  return (mode, callback) => {
    store ??= open();
    return store(mode, callback);
  };
}

/** What needs the background built: the campaign index's own record, read into memory. */
export function warmUp(kernel: Kernel): void {
  campaignIndexOf(kernel).preload();
}
