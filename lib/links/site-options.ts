// The channel, sub IDs and short-link choice last used on each site, so the next conversion there starts from them.
// Kept in IndexedDB (own store): one record per site, which may grow to many sites.
import { clear, delMany, get, getMany, set, type UseStore } from 'idb-keyval';
import { openIdbStore } from '../core/storage/idb-store';

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
  /**
   * Starts reading `sites` together (one transaction), for a `get` of one of them to come: the conversion does not
   * know its page's site until the campaign index has answered, but it is one of the host's domains.
   */
  prefetch(sites: readonly string[]): void;
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
  // Read-ahead reads under way, by site; clear and forget drop theirs, so a `get` after them reads afresh.
  const reading = new Map<string, Promise<Stored | undefined>>();

  const keepRead = (site: string, stored: Stored | undefined, startedIn: number): SiteOptions => {
    const options = known.get(site) ?? {
      channelId: typeof stored?.channelId === 'number' ? stored.channelId : null,
      subIds: Array.isArray(stored?.subIds) ? stored.subIds.filter((s) => typeof s === 'string') : [],
      shorten: typeof stored?.shorten === 'boolean' ? stored.shorten : null,
    };
    if (startedIn === generation) known.set(site, options);
    return options;
  };

  return {
    async get(site) {
      let options = known.get(site);
      if (!options) {
        const startedIn = generation;
        const ahead = reading.get(site);
        const stored = ahead
          ? await ahead.catch(() => get<Stored>(site, store))
          : await writes.then(() => get<Stored>(site, store));
        options = keepRead(site, stored, startedIn);
      }
      return { ...options, subIds: [...options.subIds] };
    },
    prefetch(sites) {
      const missing = [...new Set(sites)].filter((site) => !known.has(site) && !reading.has(site));
      if (missing.length === 0) return;
      const startedIn = generation;
      const all = writes.then(() => getMany<Stored | undefined>(missing, store));
      all.then(
        (values) => {
          for (const [i, site] of missing.entries()) keepRead(site, values[i], startedIn);
        },
        () => {}, // a get of one of them reads it again, alone
      );
      for (const [i, site] of missing.entries()) {
        const read = all.then((values) => values[i]);
        read.catch(() => {});
        reading.set(site, read);
        const done = () => {
          if (reading.get(site) === read) reading.delete(site);
        };
        all.then(done, done);
      }
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
      reading.clear();
      await clear(store);
    },
    forget(sites) {
      generation++;
      for (const site of sites) {
        known.delete(site);
        reading.delete(site);
      }
      const write = writes.then(() => delMany([...sites], store));
      writes = write.catch(() => undefined);
      return write;
    },
  };
}
