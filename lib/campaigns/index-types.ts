// The campaign index's shapes, apart from its code: what it reads from, what a refresh answers, what it is built on.
import type { CampaignListParams } from '../core/api/params';
import type { Campaign, Page } from '../core/api/schemas';
import type { ApiClients } from '../core/background/api-client';
import type { LoadSuffixList } from '../core/background/suffix-list';
import type { CampaignIndexStore } from './store';

/** What the index needs of the API client; tests pass a fake. */
export interface CampaignSource {
  listCampaigns(params: CampaignListParams): Promise<Page<Campaign>>;
}

export interface IndexSummary {
  count: number;
  indexedAt: string;
}

export interface CampaignIndexDeps {
  store: CampaignIndexStore;
  loadSuffixList: LoadSuffixList;
  /** Where the campaigns are read (the saved key's client) when a refresh is given no source. */
  api: Pick<ApiClients, 'context'>;
  /** Milliseconds since the epoch. */
  now: () => number;
  /** Told after each stored refresh, with every campaign it read (campaign-updates.ts compares it with the last). */
  onRefreshed?: (keyId: string | null, campaigns: readonly Campaign[]) => Promise<void>;
}
