// A stopped worker is most often started by the popup opening (MV3 stops it after 30 s idle). Its first answer reads
// the account and settings records, the campaign index and two IndexedDB stores, each read waiting for the one
// before; started here together as the worker starts, those reads are done or under way when the answer needs them.
import { settingsRecord } from '../account/settings';
import { ACCOUNT_RECORD } from '../account/watch';
import { historySettingsRecord } from '../history/settings';
import { readLocal } from '../storage/local-record';
import type { Background, BackgroundStores } from './create-background';

export function warmUp(stores: BackgroundStores, { campaignIndex }: Pick<Background, 'campaignIndex'>): void {
  for (const key of [ACCOUNT_RECORD, settingsRecord.key, historySettingsRecord.key]) readLocal(key).catch(() => {});
  campaignIndex.preload();
  // Opening a database is most of a first read's time: open the stores the popup's answer reads.
  for (const store of [stores.siteOptions, stores.cache]) store('readonly', () => undefined).catch(() => {});
}
