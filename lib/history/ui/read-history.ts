// What Options -> History shows, asked of the background, which owns the stores it comes from (no key, no
// request): the link history, the synced sales and CPC clicks, and for deal health the campaign index and the
// offers found gone.

import type { Send } from '../../send';
import type { IndexedCampaignView } from '../deal-health';
import type { SaleLike } from '../earnings';
import type { HistoryEntry } from '../entry';

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

export function historyReader(send: Send): ReadHistory {
  return async () => {
    const read = await send('history.read', {});
    return {
      entries: read.entries,
      sales: read.sales,
      salesSynced: read.sales.length > 0,
      campaigns: read.campaigns ? new Map(read.campaigns.map((c) => [c.id, c])) : null,
      indexedAt: read.indexedAt,
      goneOffers: new Set(read.goneOffers),
    };
  };
}
