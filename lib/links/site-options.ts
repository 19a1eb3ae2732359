// The channel, sub IDs and short-link choice last used on each site, so the next conversion there starts from them.
// Kept in IndexedDB (own store): one record per site, which may grow to many sites.
import { clear, delMany, get, set, type UseStore } from 'idb-keyval';
import { openIdbStore } from '../storage/idb-store';

/** The browser's store. */
export function siteOptionsIdbStore(): UseStore {
  return openIdbStore('affiliate-site-options', 'sites');
}

export interface SiteOptions {
  channelId: number | null;
  subIds: string[];
  /** Null until a link was made on the site (then the global setting applies). */
  shorten: boolean | null;
}

interface Stored extends SiteOptions {
  usedAt: number;
}

export interface SiteOptionsStore {
  /** What was last used on `site` (a registrable domain or hostname); nothing remembered gives no channel, no sub IDs. */
  get(site: string): Promise<SiteOptions>;
  remember(site: string, options: SiteOptions): Promise<void>;
  /** Remembered options reveal which sites a person converted links on: removing the account drops them. */
  clear(): Promise<void>;
  /** Forgets what was remembered for `sites` (Clear history: the sites it names). */
  forget(sites: readonly string[]): Promise<void>;
}

export function createSiteOptions({ store, now }: { store: UseStore; now: () => number }): SiteOptionsStore {
  // Conversions answer before their options are stored; a read waits for the writes already asked for.
  let writes: Promise<unknown> = Promise.resolve();
  // What this worker run read or wrote, by site: only this instance writes the store, so a site read once (the
  // popup opened on it again) is answered without reading storage.
  const known = new Map<string, SiteOptions>();
  // Bumped by clear and forget: a read that was under way then does not keep what it read.
  let generation = 0;

  return {
    async get(site) {
      let options = known.get(site);
      if (!options) {
        const startedIn = generation;
        await writes;
        const stored = await get<Stored>(site, store);
        options = known.get(site) ?? {
          channelId: typeof stored?.channelId === 'number' ? stored.channelId : null,
          subIds: Array.isArray(stored?.subIds) ? stored.subIds.filter((s) => typeof s === 'string') : [],
          shorten: typeof stored?.shorten === 'boolean' ? stored.shorten : null,
        };
        if (startedIn === generation) known.set(site, options);
      }
      return { ...options, subIds: [...options.subIds] };
    },
    remember(site, options) {
      const record: Stored = {
        channelId: options.channelId,
        subIds: [...options.subIds],
        shorten: options.shorten,
        usedAt: now(),
      };
      known.set(site, { channelId: record.channelId, subIds: record.subIds, shorten: record.shorten });
      const write = writes.then(() => set(site, record, store));
      writes = write.catch(() => undefined);
      return write;
    },
    async clear() {
      generation++;
      known.clear();
      await clear(store);
    },
    forget(sites) {
      generation++;
      for (const site of sites) known.delete(site);
      const write = writes.then(() => delMany([...sites], store));
      writes = write.catch(() => undefined);
      return write;
    },
  };
}
