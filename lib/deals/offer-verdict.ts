// Will an offer's link earn? Offers are not user-scoped (spec section 4): an offer can belong to a campaign the
// publisher has not applied to, waits for, was refused or is blocked from, and its link then earns nothing. The
// verdict is the popup's (lib/core/link-verdict.ts): the publisher's access to the offer's campaign and the
// campaign's rules against the channel the link carries. An offer's link has no sub IDs, and is the merchant's own
// landing page, not a deep link the publisher chose.
import type { Channel } from '../core/api/schemas';
import { type CampaignRules, linkVerdict, type Verdict } from '../core/link-verdict';

export type OfferChannel = Pick<Channel, 'name' | 'category'> & { status?: string };

/** The verdict of an offer's link for `channel` (the channel it carries; null when unknown). */
export function offerVerdict(campaign: CampaignRules, channel: OfferChannel | null): Verdict {
  return linkVerdict(campaign, channel, '', []);
}
