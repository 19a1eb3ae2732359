// Refreshing the campaign index: every campaign read again (all pages at 500) and the stored index replaced. One
// refresh per key at a time; a refresh overtaken by a key change or a clear stores nothing.
import { PER_PAGE_MAX } from '../core/api/endpoints';
import { collectAll } from '../core/api/paginate';
import type { CampaignListParams } from '../core/api/params';
import { currentKeyId, type IndexMemory, persist } from './index-memory';
import type { CampaignIndexDeps, CampaignSource, IndexSummary } from './index-types';
import { buildCampaignLookup } from './lookup';
import { newIndexRecord } from './store';

type RefreshDeps = CampaignIndexDeps & { memory: IndexMemory };

export function createIndexRefresh({ memory, store, loadSuffixList, api, now, onRefreshed }: RefreshDeps) {
  let inFlight: { keyId: string | null; promise: Promise<IndexSummary | null> } | null = null;
  // Bumped when the index is cleared, so a refresh that was already running does not write the old key's list back.
  let generation = 0;

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

    const stored = await memory.serially(async () => {
      if (startedIn !== generation || (await currentKeyId()) !== keyId) return false;
      await persist(() => store.replace(record, lookup.campaigns.values()));
      memory.keep({ record, campaigns: lookup.campaigns, complete: true });
      return true;
    });
    if (!stored) return null;
    memory.notifyChanged();
    // Its failures are its own (logged there): the index is stored either way.
    await onRefreshed?.(keyId, data).catch(() => {});
    return { count: record.count, indexedAt };
  }

  return {
    refresh: refreshCampaignIndex,
    /** The refresh under way for this key, if one is. */
    runningFor: (keyId: string) => (inFlight?.keyId === keyId ? inFlight.promise : undefined),
    /** The index is being cleared: a refresh still running must not store its list. */
    clearing: () => {
      generation++;
    },
  };
}
