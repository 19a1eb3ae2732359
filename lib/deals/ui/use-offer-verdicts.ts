// The verdict of each offer's link on the Deals page: its campaign from the background's campaign index (one message
// for every campaign of the list, no API request when the index is there) and the channel the links carry (the
// chosen one, else the account's default). An offer whose campaign is not known gets no verdict, never a guess.
import { useMemo } from 'preact/hooks';
import { useSend } from '../../../components/send-context';
import { useRequest } from '../../../components/use-request';
import type { Channel, Offer } from '../../core/api/schemas';
import { channelOfLink, type Verdict } from '../../core/link-verdict';
import type { OfferCampaign } from '../offer-campaigns';
import { offerVerdict } from '../offer-verdict';

export interface OfferJudgement {
  campaign: OfferCampaign;
  verdict: Verdict;
}

export interface OfferVerdicts {
  of: (offer: Offer) => OfferJudgement | null;
  /** Asks again (after an access request changed a campaign's status). */
  reload: () => void;
}

export function useOfferVerdicts(
  offers: readonly Offer[],
  channels: readonly Channel[] | undefined,
  channelId: number | null,
): OfferVerdicts {
  const send = useSend();
  const ids = useMemo(() => [...new Set(offers.map((o) => o.campaign_id))].sort((a, b) => a - b), [offers]);
  const key = ids.join(',');
  const known = useRequest(() => send('deals.offerCampaigns', { campaignIds: ids }), [send, key], ids.length > 0);
  const channel = channelOfLink(channels, channelId);
  const campaigns = known.data?.campaigns ?? null;
  return useMemo(
    () => ({
      of: (offer: Offer) => {
        const campaign = campaigns?.[offer.campaign_id];
        return campaign ? { campaign, verdict: offerVerdict(campaign, channel) } : null;
      },
      reload: known.reload,
    }),
    [campaigns, channel, known.reload],
  );
}
