// Campaigns: an access request (and what it makes stale), and the local campaign index with its schedule.
import * as z from 'zod/mini';
import { defineFeature, message } from '../core/background/feature';
import { empty, id, text } from '../core/background/request-parts';
import { registerBadge } from './badge';
import { registerCampaignIndex } from './schedule';
import { badgeOf, campaignIndexOf } from './services';
import { campaignIndexIdbStore } from './store';

export const campaignsFeature = defineFeature({
  name: 'campaigns',
  messages: {
    'campaigns.requestAccess': message(
      z.object({ campaignId: id, promotionDetails: z.optional(text(5000)), channelId: z.optional(id) }),
      async ({ campaignId, promotionDetails, channelId }, k) => {
        const ctx = await k.api.context();
        const { record, reapplied } = await ctx.api.requestAccess({
          id: campaignId,
          ...(promotionDetails !== undefined ? { promotion_details: promotionDetails } : {}),
          ...(channelId !== undefined ? { channel_id: channelId } : {}),
        });
        await Promise.all([
          k.apiCaches.invalidateAfterAccessRequest(ctx.keyId, campaignId),
          campaignIndexOf(k).updateCampaign(campaignId, { access_status: 'pending' }),
        ]);
        return { ...record, reapplied };
      },
    ),
    'campaigns.refreshIndex': message(empty, (_, k) => campaignIndexOf(k).refresh()),
  },
  stores: { campaignIndex: campaignIndexIdbStore },
  start(k) {
    registerBadge(badgeOf(k), campaignIndexOf(k), k.browser);
    registerCampaignIndex(campaignIndexOf(k), k.browser);
  },
});
