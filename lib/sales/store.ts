// The local copy of the publisher's sales: its own IndexedDB store (idb-keyval's `UseStore`). Transactions are
// records under their number id, CPC clicks under ['cpc', id], and the sync's state under the string key 'sync'
// (numbers sort before strings, strings before arrays, so each kind is one key range). A page of records and the
// sync's progress are written in ONE transaction: a worker stopped at any point leaves either both or neither.
import { promisifyRequest, type UseStore } from 'idb-keyval';
import type { CpcClick } from '../core/api/schemas';
import type { SaleChange, StoredSale } from './changes';
import type { WalkPosition } from './cursor';

const STATE_KEY = 'sync';
const SALE_KEYS = () => IDBKeyRange.bound(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY);
const CLICK_KEYS = () => IDBKeyRange.bound(['cpc', Number.NEGATIVE_INFINITY], ['cpc', Number.POSITIVE_INFINITY]);

export type LastSync =
  | { ok: true; at: string; requests: number; skipped: number }
  | { ok: false; at: string; kind: string; message: string };

/** A transactions walk under way (stored after every page; a restarted worker resumes it). */
export interface SalesRun extends WalkPosition {
  /** The first sync (history, not news: it notifies nothing). */
  initial: boolean;
  /** Changes found so far, told in one notification when the walk ends. */
  changes: SaleChange[];
  skipped: number;
  requests: number;
  /** Set once the walk reached its end (cursor moved); only the clicks and the notification remain. */
  done: boolean;
}

export interface CpcCursor {
  /** `updated_since` of the date's next walk (lib/sales/cursor.ts cursorAfter); null: the whole date. */
  since?: string | null;
  walk: WalkPosition | null;
  /** Ids of the date's clicks held as pending: the date is read again until none is left. */
  pending?: number[];
  /** When the date was last read to its end (ms). */
  checkedAt?: number | null;
}

export interface SalesSyncState {
  version: 1;
  /** Whose copy this is. */
  owner: { keyId: string; publisherId: number | null } | null;
  /** `updated_since` of the next sync; null before the first complete walk. */
  cursor: string | null;
  run: SalesRun | null;
  lastSync: LastSync | null;
  /** Failures in a row (429, 5xx, network) and when scheduled syncs may try again (ms). */
  failures: number;
  retryAt: number | null;
  /** The key a 401 was already told about (one notification, not one per alarm). */
  refusedKeyId: string | null;
  /** Records that did not fit the schema, skipped over all syncs. */
  skipped: number;
  cpc: {
    dates: Record<string, CpcCursor>;
    promotes: { value: boolean; checkedAt: number } | null;
    /**
     * Whether the dates of the first window (lib/sales/cpc-plan.ts FIRST_WINDOW_DAYS, the transactions' 90 days) were
     * read while the account promoted CPC. Absent in a state stored before: read once then.
     */
    firstWindowRead?: boolean;
  };
}

export function emptySyncState(): SalesSyncState {
  return {
    version: 1,
    owner: null,
    cursor: null,
    run: null,
    lastSync: null,
    failures: 0,
    retryAt: null,
    refusedKeyId: null,
    skipped: 0,
    cpc: { dates: {}, promotes: null },
  };
}

export type SalesStore = ReturnType<typeof createSalesStore>;

export function createSalesStore(store: UseStore) {
  return {
    async readState(): Promise<SalesSyncState | null> {
      const raw = await store('readonly', (os) => promisifyRequest(os.get(STATE_KEY)));
      return raw && typeof raw === 'object' && (raw as SalesSyncState).version === 1 ? (raw as SalesSyncState) : null;
    },

    writeState(state: SalesSyncState): Promise<void> {
      return store('readwrite', (os) => {
        os.put(state, STATE_KEY);
        return promisifyRequest(os.transaction);
      });
    },

    /** The stored copies of `ids` (those held). */
    readSales(ids: readonly number[]): Promise<Map<number, StoredSale>> {
      return store('readonly', async (os) => {
        const found = await Promise.all(ids.map((id) => promisifyRequest<StoredSale | undefined>(os.get(id))));
        const out = new Map<number, StoredSale>();
        for (const sale of found) if (sale) out.set(sale.id, sale);
        return out;
      });
    },

    /** Writes a page of sales and the sync's state together. */
    putSales(sales: readonly StoredSale[], state: SalesSyncState): Promise<void> {
      return store('readwrite', (os) => {
        for (const sale of sales) os.put(sale, sale.id);
        os.put(state, STATE_KEY);
        return promisifyRequest(os.transaction);
      });
    },

    /** Writes a page of clicks (upserted by id) and the sync's state together. */
    putClicks(clicks: readonly CpcClick[], state: SalesSyncState): Promise<void> {
      return store('readwrite', (os) => {
        for (const click of clicks) os.put(click, ['cpc', click.id]);
        os.put(state, STATE_KEY);
        return promisifyRequest(os.transaction);
      });
    },

    readAllSales(): Promise<StoredSale[]> {
      return store('readonly', (os) => promisifyRequest(os.getAll(SALE_KEYS())));
    },

    readAllClicks(): Promise<CpcClick[]> {
      return store('readonly', (os) => promisifyRequest(os.getAll(CLICK_KEYS())));
    },

    countSales(): Promise<number> {
      return store('readonly', (os) => promisifyRequest(os.count(SALE_KEYS())));
    },

    /** Calls `visit` for every stored sale, read in batches of `batch` (the list is never held whole). */
    async eachSale(visit: (sale: StoredSale) => void, batch = 1000): Promise<void> {
      let after: number | null = null;
      for (;;) {
        const from: number | null = after;
        const range = from === null ? SALE_KEYS() : IDBKeyRange.bound(from, Number.POSITIVE_INFINITY, true, false);
        const sales: StoredSale[] = await store('readonly', (os) =>
          promisifyRequest<StoredSale[]>(os.getAll(range, batch)),
        );
        for (const sale of sales) visit(sale);
        if (sales.length < batch) return;
        after = sales[sales.length - 1]!.id;
      }
    },

    /** Forgets the whole copy; `state` (if given) is written in its place. */
    clear(state?: SalesSyncState): Promise<void> {
      return store('readwrite', (os) => {
        os.clear();
        if (state) os.put(state, STATE_KEY);
        return promisifyRequest(os.transaction);
      });
    },
  };
}
