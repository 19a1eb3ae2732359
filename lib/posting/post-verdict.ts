// Will the post's link earn, for the destination's channel: the popup's verdict (lib/core/link-verdict.ts) over the
// campaign's rules (the stored index, else the campaign the conversion named, from the API's cache) and the channel
// the destination's links carry (its own, else the account's default). Null when the link has no campaign to judge.
import type { Services } from '../../entrypoints/background/create-background';
import type { Campaign } from '../core/api/schemas';
import { type CampaignRules, channelOfLink, linkVerdict, type Verdict } from '../core/link-verdict';
import type { Destination } from './destination';
import type { MadeLink } from './prepare-post';

type Deps = Pick<Services, 'api' | 'apiCaches' | 'campaignIndex'>;

export async function postVerdict(
  { api, apiCaches, campaignIndex }: Deps,
  made: MadeLink,
  destination: Pick<Destination, 'channelId'>,
): Promise<Verdict | null> {
  const named = made.result.campaign?.id;
  if (named === undefined) return null;
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
