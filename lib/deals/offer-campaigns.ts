// What the campaign index knows of the campaigns of the offers a page shows (`deals.offerCampaigns`), apart from the
// verdict itself (offer-verdict.ts, the pages'): the worker answers with this alone.
import type { Campaign } from '../core/api/schemas';
import type { CampaignRules } from '../core/link-verdict';

/** What a page needs of an offer's campaign: its name and id (Request access), its access and its rules. */
export type OfferCampaign = CampaignRules & Pick<Campaign, 'id' | 'name'>;

/** What the campaign index knows of the given campaigns, by id (a campaign it does not hold is left out). */
export function offerCampaigns(campaigns: readonly Campaign[], ids: readonly number[]): Record<number, OfferCampaign> {
  const wanted = new Set(ids);
  const out: Record<number, OfferCampaign> = {};
  for (const c of campaigns) {
    if (!wanted.has(c.id)) continue;
    out[c.id] = {
      id: c.id,
      name: c.name,
      access_status: c.access_status,
      deeplink_allowed: c.deeplink_allowed,
      sub_ids_allowed: c.sub_ids_allowed,
      cashback_publishers_allowed: c.cashback_publishers_allowed,
      social_media_publishers_allowed: c.social_media_publishers_allowed,
    };
  }
  return out;
}
