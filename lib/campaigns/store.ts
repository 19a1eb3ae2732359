// Where the campaign index lives between service-worker runs: its own IndexedDB store (idb-keyval). One record
// holds the domain map and when it was built; each campaign is a record of its own under its numeric id, so a
// worker that wakes up to answer one lookup reads the small map and one campaign, not the whole list.
import { get, promisifyRequest, type UseStore } from 'idb-keyval';
import type { Campaign } from '../core/api/schemas';
import { openIdbStore } from '../core/storage/idb-store';

/** The browser's store. */
export function campaignIndexIdbStore(): UseStore {
  return openIdbStore('affiliate-campaign-index', 'index');
}

export interface IndexRecord {
  version: typeof VERSION;
  /** The API key (see key-id.ts) the campaigns were read with: another key's index is never answered. */
  keyId: string | null;
  /** ISO 8601. */
  indexedAt: string;
  count: number;
  /** Records the API sent that did not fit the campaign schema and were left out. */
  skipped: number;
  domains: Map<string, number>;
  /** The keys of `domains` the Public Suffix List has rules under (see campaign-lookup.ts). */
  domainsWithSuffixes: Set<string>;
}

// 2: domainsWithSuffixes. An index of an older version is not read, and the next refresh replaces it.
const VERSION = 2;
const RECORD_KEY = 'index';
// Campaigns are keyed by their number id; every number sorts before the string key of the record.
const CAMPAIGN_KEYS = () => IDBKeyRange.bound(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY);

export function newIndexRecord(fields: Omit<IndexRecord, 'version'>): IndexRecord {
  return { version: VERSION, ...fields };
}

export type CampaignIndexStore = ReturnType<typeof createCampaignIndexStore>;

export function createCampaignIndexStore(store: UseStore) {
  return {
    async readRecord(): Promise<IndexRecord | null> {
      const raw = await get<unknown>(RECORD_KEY, store);
      return isIndexRecord(raw) ? raw : null;
    },

    async readCampaign(id: number): Promise<Campaign | null> {
      return (await get<Campaign>(id, store)) ?? null;
    },

    readAllCampaigns(): Promise<Campaign[]> {
      return store('readonly', (os) => promisifyRequest(os.getAll(CAMPAIGN_KEYS())));
    },

    /** Replaces the whole index in one transaction: a worker stopped half way leaves the previous index intact. */
    replace(record: IndexRecord, campaigns: Iterable<Campaign>): Promise<void> {
      return store('readwrite', (os) => {
        os.clear();
        os.put(record, RECORD_KEY);
        for (const campaign of campaigns) os.put(campaign, campaign.id);
        return promisifyRequest(os.transaction);
      });
    },

    /** Stores one changed campaign, and the domain map when the change moved a domain to another campaign. */
    putCampaign(campaign: Campaign, record?: IndexRecord): Promise<void> {
      return store('readwrite', (os) => {
        os.put(campaign, campaign.id);
        if (record) os.put(record, RECORD_KEY);
        return promisifyRequest(os.transaction);
      });
    },

    clear(): Promise<void> {
      return store('readwrite', (os) => {
        os.clear();
        return promisifyRequest(os.transaction);
      });
    },
  };
}

function isIndexRecord(raw: unknown): raw is IndexRecord {
  if (!raw || typeof raw !== 'object') return false;
  const r = raw as Partial<IndexRecord>;
  return (
    r.version === VERSION &&
    typeof r.indexedAt === 'string' &&
    r.domains instanceof Map &&
    r.domainsWithSuffixes instanceof Set
  );
}
