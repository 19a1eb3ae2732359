// Deal health: whether a link in the history still earns, from what the extension already knows (no request per
// link). The campaign index (its regular refresh keeps it current): a campaign missing from it was paused or
// deleted (the API lists only live campaigns); one whose access is no longer open or approved cannot earn either.
// An offer's link: its end date passed (the browser's own calendar), or the offers list last fetched for its
// campaign by the popup or Options -> Deals no longer holds it (lib/history/offer-watch.ts).
import type { HistoryEntry } from './entry';

export type DealProblem = 'campaignGone' | 'accessLost' | 'offerEnded' | 'offerGone';

export interface IndexedCampaignView {
  id: number;
  access_status: string;
}

export interface DealKnowledge {
  /** The index's campaigns by id, null when there is no index. */
  campaigns: ReadonlyMap<number, IndexedCampaignView> | null;
  /** Today in the browser's calendar, `YYYY-MM-DD`. */
  today: string;
  /** Offers a complete list of their campaign no longer held. */
  goneOffers: ReadonlySet<number>;
}

const EARNING_ACCESS: readonly string[] = ['open', 'approved'];

/**
 * The entry's problem, or null when it earns or cannot be told (no campaign on the link and no offer, no index).
 * The campaign's problems come first: a paused campaign's offers are gone because the campaign is.
 */
export function dealProblem(
  entry: Pick<HistoryEntry, 'campaignId' | 'offer'>,
  { campaigns, today, goneOffers }: DealKnowledge,
): DealProblem | null {
  if (entry.campaignId !== null && campaigns !== null) {
    const campaign = campaigns.get(entry.campaignId);
    if (!campaign) return 'campaignGone';
    if (!EARNING_ACCESS.includes(campaign.access_status)) return 'accessLost';
  }
  const offer = entry.offer;
  if (!offer) return null;
  // An offer is valid through its end date.
  if (offer.endDate < today) return 'offerEnded';
  return goneOffers.has(offer.id) ? 'offerGone' : null;
}

/** `YYYY-MM-DD` of `ms` in the browser's time zone. */
export function localDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
