// The campaign index: every campaign of the account (GET /campaigns, all pages at 500), kept in IndexedDB and
// looked up by registrable domain without a request. The instance (one per worker run) holds only a cache of the
// stored index, rebuilt from IndexedDB whenever the worker starts again.

import { readAccount } from '../core/account/key-store';
import { PER_PAGE_MAX } from '../core/api/endpoints';
import { collectAll } from '../core/api/paginate';
import type { CampaignListParams } from '../core/api/params';
import type { Campaign, Page } from '../core/api/schemas';
import type { ApiClients } from '../core/background/api-client';
import { keyIdOf } from '../core/background/key-id';
import type { LoadSuffixList } from '../core/background/suffix-list';
import { buildCampaignLookup, findCampaignId, indexedDomainOf } from './lookup';
import { type CampaignIndexStore, type IndexRecord, newIndexRecord } from './store';

/** What the index needs of the API client; tests pass a fake. */
export interface CampaignSource {
  listCampaigns(params: CampaignListParams): Promise<Page<Campaign>>;
}

export interface IndexSummary {
  count: number;
  indexedAt: string;
}

export interface IndexedCampaign {
  campaign: Campaign | null;
  /** When the index was last refreshed (ISO 8601); null when there is none for the saved key. */
  indexedAt: string | null;
}

interface Loaded {
  record: IndexRecord | null;
  /** Campaigns read so far: all of them right after a refresh, only those looked up after a restart. */
  campaigns: Map<number, Campaign>;
  complete: boolean;
}

const EMPTY = (): Loaded => ({ record: null, campaigns: new Map(), complete: true });

export interface CampaignIndexDeps {
  store: CampaignIndexStore;
  loadSuffixList: LoadSuffixList;
  /** Where the campaigns are read (the saved key's client) when a refresh is given no source. */
  api: Pick<ApiClients, 'context'>;
  /** Milliseconds since the epoch. */
  now: () => number;
  /** Told after each stored refresh, with every campaign it read (campaign-updates.ts compares it with the last). */
  onRefreshed?: (keyId: string | null, campaigns: readonly Campaign[]) => Promise<void>;
}

export type CampaignIndex = ReturnType<typeof createCampaignIndex>;

export function createCampaignIndex({ store, loadSuffixList, api, now, onRefreshed }: CampaignIndexDeps) {
  let cache: Promise<Loaded> | null = null;
  let inFlight: { keyId: string | null; promise: Promise<IndexSummary | null> } | null = null;
  // Bumped when the index is cleared, so a refresh that was already running does not write the old key's list back.
  let generation = 0;
  let writes: Promise<unknown> = Promise.resolve();
  const listeners = new Set<() => void>();

  /** The campaign of the page's registrable domain, from the stored index; never makes a network request. */
  async function lookupCampaign(url: string): Promise<IndexedCampaign> {
    try {
      const loaded = await loadIndex();
      if (!loaded.record) return { campaign: null, indexedAt: null };
      const id = await findCampaignId(loaded.record, url, loadSuffixList);
      return { campaign: id === null ? null : await campaignById(loaded, id), indexedAt: loaded.record.indexedAt };
    } catch (error) {
      console.warn('Campaign index could not be read', error);
      return { campaign: null, indexedAt: null };
    }
  }

  /** The page's registrable domain when the index has a campaign for it (so without the Public Suffix List), else null. */
  async function indexedSiteDomain(url: string): Promise<string | null> {
    try {
      const { record } = await loadIndex();
      return record ? await indexedDomainOf(record, url, loadSuffixList) : null;
    } catch {
      return null;
    }
  }

  /**
   * Reads every campaign again and replaces the index. One refresh per key runs at a time: a second call while one
   * is under way gets its answer.
   */
  async function refreshCampaignIndex(options: { source?: CampaignSource } = {}): Promise<IndexSummary> {
    for (;;) {
      const keyId = await currentKeyId();
      let attempt = inFlight?.keyId === keyId ? inFlight.promise : undefined;
      if (!attempt) {
        const started = runRefresh(keyId, options);
        inFlight = { keyId, promise: started };
        const done = () => {
          if (inFlight?.promise === started) inFlight = null;
        };
        started.then(done, done);
        attempt = started;
      }
      const summary = await attempt;
      if (summary) return summary;
      // The key changed or the index was cleared while the list was loading: answer for the key saved now.
    }
  }

  /** Resolves null when the list it read no longer belongs to the account (and so was not stored). */
  async function runRefresh(keyId: string | null, options: { source?: CampaignSource }): Promise<IndexSummary | null> {
    const startedIn = generation;
    const source: CampaignSource = options.source ?? (await api.context()).api;
    const fetchPage = (params: CampaignListParams) => source.listCampaigns(params);
    const { data, skipped } = await collectAll(fetchPage, {}, { perPage: PER_PAGE_MAX.listCampaigns });
    const lookup = buildCampaignLookup(data, await loadSuffixList());
    const indexedAt = new Date(now()).toISOString();
    const { domains, domainsWithSuffixes } = lookup;
    const record = newIndexRecord({
      keyId,
      indexedAt,
      count: lookup.campaigns.size,
      skipped,
      domains,
      domainsWithSuffixes,
    });

    const stored = await serially(async () => {
      if (startedIn !== generation || (await currentKeyId()) !== keyId) return false;
      await persist(() => store.replace(record, lookup.campaigns.values()));
      cache = Promise.resolve({ record, campaigns: lookup.campaigns, complete: true });
      return true;
    });
    if (!stored) return null;
    notifyChanged();
    // Its failures are its own (logged there): the index is stored either way.
    await onRefreshed?.(keyId, data).catch(() => {});
    return { count: record.count, indexedAt };
  }

  /**
   * Applies a change to one indexed campaign (e.g. `access_status: 'pending'` after an access request) until the
   * next refresh. Resolves with the updated campaign, or null when it is not in the index.
   */
  async function updateIndexedCampaign(id: number, patch: Partial<Campaign>): Promise<Campaign | null> {
    const updated = await serially(async () => {
      const loaded = await loadIndex();
      if (!loaded.record) return null;
      const current = await campaignById(loaded, id);
      if (!current) return null;
      const next: Campaign = { ...current, ...patch, id };
      let record = loaded.record;
      let campaigns = loaded.campaigns;
      if ('access_status' in patch || 'domain' in patch || 'url' in patch) {
        // Which campaign wins a shared domain depends on these: rebuild the map from the whole list.
        const all = loaded.complete ? [...loaded.campaigns.values()] : await store.readAllCampaigns();
        const lookup = buildCampaignLookup(
          all.map((c) => (c.id === id ? next : c)),
          await loadSuffixList(),
        );
        record = { ...record, domains: lookup.domains, domainsWithSuffixes: lookup.domainsWithSuffixes };
        campaigns = lookup.campaigns;
        await persist(() => store.putCampaign(next, record));
      } else {
        await persist(() => store.putCampaign(next));
      }
      campaigns.set(id, next);
      cache = Promise.resolve({ record, campaigns, complete: loaded.complete || campaigns.size === record.count });
      return next;
    });
    if (updated) notifyChanged();
    return updated;
  }

  /** Forgets the index (memory and IndexedDB), e.g. when the key is removed. */
  async function clearCampaignIndex(): Promise<void> {
    generation++;
    cache = Promise.resolve(EMPTY());
    await serially(() => persist(store.clear));
    notifyChanged();
  }

  /**
   * After the saved key changed (`keyId` null: removed): drops the other key's index and loads this key's.
   * Calling it again for the same key does nothing more.
   */
  async function handleKeyChange(keyId: string | null): Promise<void> {
    if (keyId !== null && inFlight?.keyId === keyId) return settle(inFlight.promise);
    const loaded = await loadIndex().catch(EMPTY);
    if (keyId !== null && loaded.record?.keyId === keyId) return;
    await clearCampaignIndex();
    if (keyId !== null) await settle(refreshCampaignIndex());
  }

  /**
   * The scheduled refresh: only with a saved key, and only when the index is older than `maxAgeMs` (0: always).
   * Failures are logged; the old index stays, and the next alarm tries again. A key the API refused once is tried
   * again too (one request per period): a 401 may have been passing, and the first success ends the refused state,
   * so the refresh never stops for good.
   */
  async function refreshCampaignIndexIfDue(maxAgeMs: number): Promise<void> {
    const account = await readAccount();
    if (!account.apiKey) return;
    if (maxAgeMs > 0) {
      const { record } = await loadIndex().catch(EMPTY);
      const age = record ? now() - Date.parse(record.indexedAt) : Number.POSITIVE_INFINITY;
      if (age >= 0 && age < maxAgeMs) return;
    }
    await settle(refreshCampaignIndex());
  }

  /**
   * Whether the account promotes a CPC campaign, from the index alone (no request): a CPC campaign is `blocked` while
   * the account has no CPC access (spec section 3), so one that is open or approved means it has. False without an
   * index of the saved key.
   */
  async function promotesCpcCampaign(): Promise<boolean> {
    const loaded = await loadIndex();
    if (!loaded.record) return false;
    const all = loaded.complete ? loaded.campaigns.values() : await store.readAllCampaigns();
    for (const c of all) {
      if (c.campaign_type === 'CPC' && (c.access_status === 'open' || c.access_status === 'approved')) return true;
    }
    return false;
  }

  /** Calls `listener` after every change of the index (refresh, update, clear) in this worker. */
  function onCampaignIndexChanged(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return {
    /** The campaign of the page's registrable domain, from the stored index; never makes a network request. */
    lookup: lookupCampaign,
    /** The page's registrable domain when the index has a campaign for it, else null. */
    siteDomainOf: indexedSiteDomain,
    refresh: refreshCampaignIndex,
    refreshIfDue: refreshCampaignIndexIfDue,
    updateCampaign: updateIndexedCampaign,
    clear: clearCampaignIndex,
    handleKeyChange,
    onChanged: onCampaignIndexChanged,
    promotesCpc: promotesCpcCampaign,
    /** The saved key's index whole (none for another key's): for a page that shows what the index knows. */
    readAll: readWholeIndex,
    /** Reads the stored index now, so that the first lookup of a worker just started waits for less. */
    preload: () => void loadIndex().catch(() => {}),
  };

  async function readWholeIndex(): Promise<{ indexedAt: string; campaigns: Campaign[] } | null> {
    const loaded = await loadIndex();
    if (!loaded.record) return null;
    const campaigns = loaded.complete ? [...loaded.campaigns.values()] : await store.readAllCampaigns();
    return { indexedAt: loaded.record.indexedAt, campaigns };
  }

  function loadIndex(): Promise<Loaded> {
    if (!cache) {
      const loading = (async (): Promise<Loaded> => {
        const [record, keyId] = await Promise.all([store.readRecord(), currentKeyId()]);
        // An index read with another key (or with none saved now) is not this account's.
        return { record: record && record.keyId === keyId ? record : null, campaigns: new Map(), complete: false };
      })();
      cache = loading;
      // A failed read is not kept: the next lookup tries again.
      loading.catch(() => {
        if (cache === loading) cache = null;
      });
    }
    return cache;
  }

  async function campaignById(loaded: Loaded, id: number): Promise<Campaign | null> {
    const known = loaded.campaigns.get(id);
    if (known || loaded.complete) return known ?? null;
    const stored = await store.readCampaign(id);
    if (stored) loaded.campaigns.set(id, stored);
    return stored;
  }

  function serially<T>(task: () => Promise<T>): Promise<T> {
    const run = writes.then(task);
    writes = run.catch(() => undefined);
    return run;
  }

  function notifyChanged(): void {
    for (const listener of listeners) {
      try {
        listener();
      } catch (error) {
        console.warn('Campaign index listener failed', error);
      }
    }
  }
}

async function currentKeyId(): Promise<string | null> {
  const account = await readAccount();
  if (!account.apiKey) return null;
  return account.keyId ?? keyIdOf(account.baseUrl, account.apiKey);
}

// IndexedDB failing (quota, private mode) leaves the index in memory only until the worker stops.
async function persist(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    console.warn('Campaign index could not be stored', error);
  }
}

async function settle(promise: Promise<unknown>): Promise<void> {
  try {
    await promise;
  } catch (error) {
    console.warn('Campaign index refresh failed', error);
  }
}
