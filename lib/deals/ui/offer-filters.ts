// The Deals filters as the form holds them, and the GET /offers parameters they make (pure).
import { positiveId } from '../../../components/list/rules';
import { isCalendarDate } from '../../core/api/dates';
import type { OfferListParams } from '../../core/api/params';
import type { MessageKey } from '../../core/i18n';

export type OfferTypeChoice = '' | 'coupon' | 'deal';

/** The sorts the API allows (`sort` with `order`), in words. '' leaves the API's own: newest offer id first. */
export const OFFER_SORT_CHOICES = {
  '': { labelKey: 'dealsSortNewestId' },
  created_at: { labelKey: 'dealsSortNewest', sort: 'created_at', order: 'desc' },
  start_date: { labelKey: 'dealsSortRecentlyStarted', sort: 'start_date', order: 'desc' },
  end_date: { labelKey: 'dealsSortEndingSoon', sort: 'end_date', order: 'asc' },
} as const satisfies Record<string, { labelKey: MessageKey; sort?: string; order?: 'asc' | 'desc' }>;
export type OfferSortChoice = keyof typeof OFFER_SORT_CHOICES;

export interface OfferFilters {
  q: string;
  type: OfferTypeChoice;
  /** Category ids (as the checkboxes hold them); several match an offer in any of them. */
  categoryIds: string[];
  /** The picked campaign's id, '' for all. */
  campaignId: string;
  /** YYYY-MM-DD; '' leaves the API's default, today. */
  validOn: string;
  sort: OfferSortChoice;
}

export const NO_OFFER_FILTERS: OfferFilters = {
  q: '',
  type: '',
  categoryIds: [],
  campaignId: '',
  validOn: '',
  sort: '',
};

/** The filter part of the request (no page, no channel). An unfinished date in the box is not sent. */
export function offerListParams(filters: OfferFilters): OfferListParams {
  const params: OfferListParams = {};
  const q = filters.q.trim();
  if (q) params.q = q;
  if (filters.type) params.offer_type = filters.type;
  const categories = filters.categoryIds.map(positiveId).filter((id): id is number => id !== null);
  if (categories.length > 0) params.category_ids = [...new Set(categories)].sort((a, b) => a - b);
  const campaign = positiveId(filters.campaignId);
  if (campaign !== null) params.campaign_id = campaign;
  if (filters.validOn && isCalendarDate(filters.validOn)) params.valid_on = filters.validOn;
  const sort = OFFER_SORT_CHOICES[filters.sort];
  if ('sort' in sort) {
    params.sort = sort.sort;
    params.order = sort.order;
  }
  return params;
}
