// The campaign index: every campaign of the account (GET /campaigns, all pages at 500), kept in IndexedDB and
// looked up by registrable domain without a request. The instance (one per worker run) holds only a cache of the
// stored index, rebuilt from IndexedDB whenever the worker starts again.

import { readAccount } from '../core/account/key-store';
import type { Campaign } from '../core/api/schemas';
import { createIndexMemory, EMPTY, persist } from './index-memory';
import { createIndexRefresh } from './index-refresh';
import type { CampaignIndexDeps, CampaignSource, IndexSummary } from './index-types';
import { buildCampaignLookup, findCampaignId, indexedDomainOf } from './lookup';

export interface IndexedCampaign {
  campaign: Campaign | null;
  /** When the index was last refreshed (ISO 8601); null when there is none for the saved key. */
  indexedAt: string | null;
}

export type { CampaignIndexDeps, CampaignSource, IndexSummary };

export type CampaignIndex = ReturnType<typeof createCampaignIndex>;

export function createCampaignIndex({ store, loadSuffixList, api, now, onRefreshed }: CampaignIndexDeps) {
  const memory = createIndexMemory(store);
  const { load: loadIndex, campaignById, serially, notifyChanged } = memory;
  const refresher = createIndexRefresh({ memory, store, loadSuffixList, api, now, onRefreshed });
  const refreshCampaignIndex = refresher.refresh;

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
        const all = await memory.allCampaigns(loaded);
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
      memory.keep({ record, campaigns, complete: loaded.complete || campaigns.size === record.count });
      return next;
    });
    if (updated) notifyChanged();
    return updated;
  }

  /** Forgets the index (memory and IndexedDB), e.g. when the key is removed. */
  async function clearCampaignIndex(): Promise<void> {
    refresher.clearing();
    memory.keep(EMPTY());
    await serially(async () => {
      // A refresh that passed its check before the clear may have kept its list while it was being stored: once the
      // writes before this one are done, the index is empty in memory as in the store.
      memory.keep(EMPTY());
      await persist(store.clear);
    });
    notifyChanged();
  }

  /**
   * After the saved key changed (`keyId` null: removed): drops the other key's index and loads this key's.
   * Calling it again for the same key does nothing more.
   */
  async function handleKeyChange(keyId: string | null): Promise<void> {
    const running = keyId !== null ? refresher.runningFor(keyId) : undefined;
    if (running) return settle(running);
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
    for (const c of await memory.allCampaigns(loaded)) {
      if (c.campaign_type === 'CPC' && (c.access_status === 'open' || c.access_status === 'approved')) return true;
    }
    return false;
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
    /** Calls `listener` after every change of the index (refresh, update, clear) in this worker. */
    onChanged: memory.onChanged,
    promotesCpc: promotesCpcCampaign,
    /** The saved key's index whole (none for another key's): for a page that shows what the index knows. */
    readAll: readWholeIndex,
    /** Reads the stored index now, so that the first lookup of a worker just started waits for less. */
    preload: () => void loadIndex().catch(() => {}),
  };

  async function readWholeIndex(): Promise<{ indexedAt: string; campaigns: Campaign[] } | null> {
    const loaded = await loadIndex();
    if (!loaded.record) return null;
    return { indexedAt: loaded.record.indexedAt, campaigns: await memory.allCampaigns(loaded) };
  }
}

async function settle(promise: Promise<unknown>): Promise<void> {
  try {
    await promise;
  } catch (error) {
    console.warn('Campaign index refresh failed', error);
  }
}
