// Will an offer's link earn? Offers are not user-scoped (spec section 4): an offer can belong to a campaign the
// publisher has not applied to, waits for, was refused or is blocked from, and its link then earns nothing. The
// verdict is the popup's (lib/core/link-verdict.ts): the publisher's access to the offer's campaign and the
// campaign's rules against the channel the link carries. An offer's link has no sub IDs, and is the merchant's own
// landing page, not a deep link the publisher chose.
import type { Campaign, Channel } from '../core/api/schemas';
import { type CampaignRules, linkVerdict, type Verdict } from '../core/link-verdict';

/** What a page needs of an offer's campaign: its name and id (Request access), its access and its rules. */
export type OfferCampaign = CampaignRules & Pick<Campaign, 'id' | 'name'>;

export type OfferChannel = Pick<Channel, 'name' | 'category'> & { status?: string };

/** The verdict of an offer's link for `channel` (the channel it carries; null when unknown). */
export function offerVerdict(campaign: CampaignRules, channel: OfferChannel | null): Verdict {
  return linkVerdict(campaign, channel, '', []);
}

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
