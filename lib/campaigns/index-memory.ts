// What one worker run keeps of the stored campaign index: the record and the campaigns read so far, the writes in
// order, and who wants to hear of a change. Rebuilt from IndexedDB whenever the worker starts again.
import { readAccount } from '../core/account/key-store';
import type { Campaign } from '../core/api/schemas';
import { keyIdOf } from '../core/background/key-id';
import type { CampaignIndexStore, IndexRecord } from './store';

export interface Loaded {
  record: IndexRecord | null;
  /** Campaigns read so far: all of them right after a refresh, only those looked up after a restart. */
  campaigns: Map<number, Campaign>;
  complete: boolean;
}

export const EMPTY = (): Loaded => ({ record: null, campaigns: new Map(), complete: true });

export type IndexMemory = ReturnType<typeof createIndexMemory>;

export function createIndexMemory(store: CampaignIndexStore) {
  let cache: Promise<Loaded> | null = null;
  let writes: Promise<unknown> = Promise.resolve();
  const listeners = new Set<() => void>();

  /** The saved key's index as this run knows it (read from the store the first time). */
  function load(): Promise<Loaded> {
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

  /** Every campaign of the loaded index (from memory when it has them all). */
  async function allCampaigns(loaded: Loaded): Promise<Campaign[]> {
    return loaded.complete ? [...loaded.campaigns.values()] : await store.readAllCampaigns();
  }

  /** Runs `task` after every write before it. */
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

  return {
    load,
    /** What this run now holds (after a refresh, an update or a clear). */
    keep: (loaded: Loaded) => {
      cache = Promise.resolve(loaded);
    },
    campaignById,
    allCampaigns,
    serially,
    notifyChanged,
    onChanged(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export async function currentKeyId(): Promise<string | null> {
  const account = await readAccount();
  if (!account.apiKey) return null;
  return account.keyId ?? keyIdOf(account.baseUrl, account.apiKey);
}

// IndexedDB failing (quota, private mode) leaves the index in memory only until the worker stops.
export async function persist(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    console.warn('Campaign index could not be stored', error);
  }
}
