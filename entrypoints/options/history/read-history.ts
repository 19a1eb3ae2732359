// What Options -> History shows, read from this extension's own IndexedDB stores (no key, no request): the link
// history, the synced sales and CPC clicks (Options -> Sales), and the campaign index for deal health.
import { createStore } from 'idb-keyval';
import { createCampaignIndexStore } from '../../../lib/background/campaign-index-store';
import type { IndexedCampaignView } from '../../../lib/history/deal-health';
import type { SaleLike } from '../../../lib/history/earnings';
import type { HistoryEntry } from '../../../lib/history/entry';
import { createHistoryStore, historyIdbStore } from '../../../lib/storage/history-store';
import { createSalesStore, salesIdbStore } from '../../../lib/storage/sales-store';

export interface HistoryData {
  /** Newest first. */
  entries: HistoryEntry[];
  /** Transactions and CPC clicks of the local copy. */
  sales: SaleLike[];
  /** Whether any sales are synced at all. */
  salesSynced: boolean;
  /** The campaign index by id, null when there is none. */
  campaigns: Map<number, IndexedCampaignView> | null;
  /** When the index was made (ISO 8601). */
  indexedAt: string | null;
}

export type ReadHistory = () => Promise<HistoryData>;

export const readHistoryFromStores: ReadHistory = async () => {
  const salesStore = createSalesStore(salesIdbStore());
  const index = createCampaignIndexStore(createStore('affiliate-campaign-index', 'index'));
  const [entries, sales, clicks, record, campaigns] = await Promise.all([
    createHistoryStore(historyIdbStore()).readAll(),
    salesStore.readAllSales(),
    salesStore.readAllClicks(),
    index.readRecord(),
    index.readAllCampaigns(),
  ]);
  return {
    entries,
    sales: [...sales, ...clicks],
    salesSynced: sales.length + clicks.length > 0,
    campaigns: record ? new Map(campaigns.map((c) => [c.id, c])) : null,
    indexedAt: record?.indexedAt ?? null,
  };
};
