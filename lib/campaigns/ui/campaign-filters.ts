// The campaign list's filters as the form holds them, and the `campaigns.list` request they make.

import { ACCESS_STATUS_FILTERS, CAMPAIGN_SORTS, CAMPAIGN_TYPES, isKnown } from '../../core/api/enums';
import type { CampaignListParams } from '../../core/api/params';
import type { MessageKey } from '../../core/i18n';

export const CAMPAIGNS_PER_PAGE = 50;

export interface CampaignFilters {
  q: string;
  /** Category ids from `listCategories`; none for all, several match a campaign in any of them. */
  categoryIds: string[];
  campaignType: string;
  accessStatus: string;
  countryId: string;
  /** '' leaves the order to the API: by name, or by relevance while searching. */
  sort: string;
  order: 'asc' | 'desc';
}

export const NO_FILTERS: CampaignFilters = {
  q: '',
  categoryIds: [],
  campaignType: '',
  accessStatus: '',
  countryId: '',
  sort: '',
  order: 'asc',
};

/** The sorts offered; `labelKey` is the message of the option's text. */
export const SORT_OPTIONS: readonly { value: (typeof CAMPAIGN_SORTS)[number]; labelKey: MessageKey }[] = [
  { value: 'epc_7d', labelKey: 'optionsEpcLast7Days' },
  { value: 'epc_90d', labelKey: 'optionsEpcLast90Days' },
  { value: 'name', labelKey: 'optionsName' },
  { value: 'created_at', labelKey: 'optionsDateCreated' },
  { value: 'updated_at', labelKey: 'optionsDateUpdated' },
];

/** The request for one page. The API ignores `country_id` while `q` is set, so it is not sent then. */
export function campaignListParams(filters: CampaignFilters, page: number): CampaignListParams {
  const params: CampaignListParams = { page, per_page: CAMPAIGNS_PER_PAGE };
  const q = filters.q.trim();
  if (q) params.q = q;
  const categoryIds = filters.categoryIds.map(positiveInt).filter((id): id is number => id !== undefined);
  if (categoryIds.length > 0) params.category_ids = [...new Set(categoryIds)].sort((a, b) => a - b);
  if (isKnown(CAMPAIGN_TYPES, filters.campaignType)) params.campaign_type = filters.campaignType;
  if (isKnown(ACCESS_STATUS_FILTERS, filters.accessStatus)) params.access_status = filters.accessStatus;
  const countryId = positiveInt(filters.countryId);
  if (countryId && !q) params.country_id = countryId;
  if (isKnown(CAMPAIGN_SORTS, filters.sort)) params.sort = filters.sort;
  if (params.sort || filters.order !== 'asc') params.order = filters.order;
  return params;
}

function positiveInt(text: string): number | undefined {
  const n = Number(text);
  return text !== '' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
