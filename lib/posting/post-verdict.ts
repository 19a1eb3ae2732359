// Will the post's link earn, for the destination's channel: the popup's verdict (lib/core/link-verdict.ts) over the
// campaign's rules (the stored index, else the campaign the conversion named, from the API's cache) and the channel
// the destination's links carry (its own, else the account's default). Null when the link has no campaign to judge.
import { campaignIndexOf } from '../campaigns/services';
import type { Campaign } from '../core/api/schemas';
import type { Kernel } from '../core/background/kernel';
import { type CampaignRules, channelOfLink, linkVerdict, type Verdict } from '../core/link-verdict';
import type { Destination } from './destination';

/** What the verdict reads of a made link (prepare-post.ts's MadeLink). */
interface JudgedLink {
  pageUrl: string;
  result: { campaign: { id: number } | null };
  used: { subIds: string[] };
}

export async function postVerdict(
  k: Kernel,
  made: JudgedLink,
  destination: Pick<Destination, 'channelId'>,
): Promise<Verdict | null> {
  const named = made.result.campaign?.id;
  if (named === undefined) return null;
  const { api, apiCaches } = k;
  const campaignIndex = campaignIndexOf(k);
  const ctx = await api.context();
  const [indexed, channels] = await Promise.all([
    campaignIndex.lookup(made.pageUrl).catch(() => null),
    apiCaches.channels(ctx, { page: 1, per_page: 100 }).then(
      (list) => list.data,
      () => [],
    ),
  ]);
  const campaign: CampaignRules | null =
    indexed?.campaign?.id === named
      ? indexed.campaign
      : await apiCaches.campaign(ctx, { id: named }).catch((): Campaign | null => null);
  if (!campaign) return null;
  return linkVerdict(campaign, channelOfLink(channels, destination.channelId), made.pageUrl, made.used.subIds);
}
