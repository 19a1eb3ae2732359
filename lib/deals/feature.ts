// Deals: what the campaign index knows of the campaigns of the offers a page shows, for their verdict
// (lib/deals/offer-verdict.ts). No request when the index is there; without one, it is made first.
import * as z from 'zod/mini';
import { campaignIndexOf } from '../campaigns/services';
import { defineFeature, message } from '../core/background/feature';
import { id } from '../core/background/request-parts';
import { offerCampaigns } from './offer-campaigns';

/** Offers of one list at most (every live offer, at 500 a page, comes from far fewer campaigns). */
const CAMPAIGNS_MAX = 10_000;

export const dealsFeature = defineFeature({
  name: 'deals',
  messages: {
    'deals.offerCampaigns': message(
      z.object({ campaignIds: z.array(id).check(z.maxLength(CAMPAIGNS_MAX)) }),
      async ({ campaignIds }, k) => {
        const campaignIndex = campaignIndexOf(k);
        let index = await campaignIndex.readAll();
        if (!index) {
          await campaignIndex.refresh();
          index = await campaignIndex.readAll();
        }
        return { campaigns: index ? offerCampaigns(index.campaigns, campaignIds) : null };
      },
    ),
  },
});
