// Deal health: whether a link in the history still earns, from the campaign index alone (its regular refresh
// keeps it current; no request per link). A campaign missing from the index was paused or deleted (the API lists
// only live campaigns); one whose access is no longer open or approved cannot earn either.
import type { HistoryEntry } from './entry';

export type DealProblem = 'campaignGone' | 'accessLost';

export interface IndexedCampaignView {
  id: number;
  access_status: string;
}

const EARNING_ACCESS: readonly string[] = ['open', 'approved'];

/**
 * The problem of the entry's campaign, or null when it earns or cannot be told (no campaign on the link, no
 * index). `campaigns` is the index's campaigns by id, null when there is no index.
 */
export function dealProblem(
  entry: Pick<HistoryEntry, 'campaignId'>,
  campaigns: ReadonlyMap<number, IndexedCampaignView> | null,
): DealProblem | null {
  if (entry.campaignId === null || campaigns === null) return null;
  const campaign = campaigns.get(entry.campaignId);
  if (!campaign) return 'campaignGone';
  return EARNING_ACCESS.includes(campaign.access_status) ? null : 'accessLost';
}
