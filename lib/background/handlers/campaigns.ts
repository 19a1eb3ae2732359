import { campaignCache, invalidateAfterAccessRequest, offersCache } from '../api-caches';
import { getApiClient, getApiContext } from '../api-client';
import { refreshCampaignIndex, updateIndexedCampaign } from '../campaign-index';
import type { HandlerMap } from './types';

export const campaignHandlers: HandlerMap<
  'campaigns.list' | 'campaigns.get' | 'campaigns.requestAccess' | 'campaigns.refreshIndex' | 'offers.list'
> = {
  'campaigns.list': async (params) => (await getApiClient()).listCampaigns(params),
  'campaigns.get': async ({ id }) => campaignCache(await getApiContext(), id, {}),
  'campaigns.requestAccess': async ({ campaignId, promotionDetails, channelId }) => {
    const ctx = await getApiContext();
    const { record, reapplied } = await ctx.api.requestAccess(campaignId, {
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
  'offers.list': async (params) => offersCache(await getApiContext(), params),
};
