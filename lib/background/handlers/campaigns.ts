import { invalidateAfterAccessRequest } from '../api-caches';
import { getApiContext } from '../api-client';
import { refreshCampaignIndex, updateIndexedCampaign } from '../campaign-index';
import type { HandlerMap } from './types';

export const campaignHandlers: HandlerMap<'campaigns.requestAccess' | 'campaigns.refreshIndex'> = {
  'campaigns.requestAccess': async ({ campaignId, promotionDetails, channelId }) => {
    const ctx = await getApiContext();
    const { record, reapplied } = await ctx.api.requestAccess({
      id: campaignId,
      ...(promotionDetails !== undefined ? { promotion_details: promotionDetails } : {}),
      ...(channelId !== undefined ? { channel_id: channelId } : {}),
    });
    await Promise.all([
      invalidateAfterAccessRequest(ctx.keyId, campaignId),
      updateIndexedCampaign(campaignId, { access_status: 'pending' }),
    ]);
    return { ...record, reapplied };
  },
  'campaigns.refreshIndex': () => refreshCampaignIndex(),
};
