// What Options -> History shows, read from this extension's own stores (no key, no request): the link history, the
// synced sales and CPC clicks (Options -> Sales), and for deal health the campaign index and the offers found gone.
import { createStore } from 'idb-keyval';
import { createCampaignIndexStore } from '../../../lib/campaigns/store';
import type { IndexedCampaignView } from '../../../lib/history/deal-health';
import type { SaleLike } from '../../../lib/history/earnings';
import type { HistoryEntry } from '../../../lib/history/entry';
import type { OfferWatch } from '../../../lib/history/offer-watch';
import { readOfferWatch } from '../../../lib/history/offer-watch-record';
import { createHistoryStore, historyIdbStore } from '../../../lib/history/store';
import { createSalesStore, salesIdbStore } from '../../../lib/sales/store';

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
  /** Offers of the history that a complete list of their campaign no longer held. */
  goneOffers: Set<number>;
}

export type ReadHistory = () => Promise<HistoryData>;

export const readHistoryFromStores: ReadHistory = async () => {
  const salesStore = createSalesStore(salesIdbStore());
  const index = createCampaignIndexStore(createStore('affiliate-campaign-index', 'index'));
  const [entries, sales, clicks, record, campaigns, watch] = await Promise.all([
    createHistoryStore(historyIdbStore()).readAll(),
    salesStore.readAllSales(),
    salesStore.readAllClicks(),
    index.readRecord(),
    index.readAllCampaigns(),
    readOfferWatch(),
  ]);
  return {
    entries,
    sales: [...sales, ...clicks],
    salesSynced: sales.length + clicks.length > 0,
    campaigns: record ? new Map(campaigns.map((c) => [c.id, c])) : null,
    indexedAt: record?.indexedAt ?? null,
    goneOffers: goneOffers(watch),
  };
};

/** The ids of the offers found gone. */
export function goneOffers(watch: OfferWatch | null): Set<number> {
  const out = new Set<number>();
  for (const [id, w] of Object.entries(watch ?? {})) if (w.goneAt !== null) out.add(Number(id));
  return out;
}
