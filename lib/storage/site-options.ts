// The channel and sub IDs last used on each site, so the next conversion there starts from them.
// Kept in IndexedDB (own store): one record per site, which may grow to many sites.
import { clear, createStore, get, set, type UseStore } from 'idb-keyval';

export interface SiteOptions {
  channelId: number | null;
  subIds: string[];
}

interface Stored extends SiteOptions {
  usedAt: number;
}

let store: UseStore = createStore('affiliate-site-options', 'sites');
// Conversions answer before their options are stored; a read waits for the writes already asked for.
let writes: Promise<unknown> = Promise.resolve();

/** Tests give each run its own store. */
export function setSiteOptionsStore(next: UseStore): void {
  store = next;
}

/** What was last used on `site` (a registrable domain or hostname); nothing remembered gives no channel, no sub IDs. */
export async function getSiteOptions(site: string): Promise<SiteOptions> {
  await writes;
  const stored = await get<Stored>(site, store);
  if (!stored) return { channelId: null, subIds: [] };
  return {
    channelId: typeof stored.channelId === 'number' ? stored.channelId : null,
    subIds: Array.isArray(stored.subIds) ? stored.subIds.filter((s) => typeof s === 'string') : [],
  };
}

export function rememberSiteOptions(site: string, options: SiteOptions): Promise<void> {
  const record: Stored = { channelId: options.channelId, subIds: [...options.subIds], usedAt: Date.now() };
  const write = writes.then(() => set(site, record, store));
  writes = write.catch(() => undefined);
  return write;
}

/** Remembered options reveal which sites a person converted links on: removing the account drops them. */
export async function clearSiteOptions(): Promise<void> {
  await clear(store);
}
