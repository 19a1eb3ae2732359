// Campaigns: an access request (and what it makes stale), and the local campaign index with its schedule.
import * as z from 'zod/mini';
import { defineFeature, message } from '../core/background/feature';
import { empty, id, text } from '../core/background/request-parts';
import { registerCampaignIndex } from './schedule';

export const campaignsFeature = defineFeature({
  name: 'campaigns',
  messages: {
    'campaigns.requestAccess': message(
      z.object({ campaignId: id, promotionDetails: z.optional(text(5000)), channelId: z.optional(id) }),
      async ({ campaignId, promotionDetails, channelId }, { api, apiCaches, campaignIndex }) => {
        const ctx = await api.context();
        const { record, reapplied } = await ctx.api.requestAccess({
          id: campaignId,
          ...(promotionDetails !== undefined ? { promotion_details: promotionDetails } : {}),
          ...(channelId !== undefined ? { channel_id: channelId } : {}),
        });
        await Promise.all([
          apiCaches.invalidateAfterAccessRequest(ctx.keyId, campaignId),
          campaignIndex.updateCampaign(campaignId, { access_status: 'pending' }),
        ]);
        return { ...record, reapplied };
      },
    ),
    'campaigns.refreshIndex': message(empty, (_, { campaignIndex }) => campaignIndex.refresh()),
  },
  start({ campaignIndex, browser }) {
    registerCampaignIndex(campaignIndex, browser);
  },
});
