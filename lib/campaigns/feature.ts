import type { ApiCaches } from '../background/api-caches';
import type { ApiClients } from '../background/api-client';
import type { HandlerMap } from '../background/handlers/types';
import type { CampaignIndex } from './campaign-index';

export interface CampaignHandlersDeps {
  api: Pick<ApiClients, 'context'>;
  apiCaches: Pick<ApiCaches, 'invalidateAfterAccessRequest'>;
  campaignIndex: Pick<CampaignIndex, 'refresh' | 'updateCampaign'>;
}

export function campaignHandlers({
  api,
  apiCaches,
  campaignIndex,
}: CampaignHandlersDeps): HandlerMap<'campaigns.requestAccess' | 'campaigns.refreshIndex'> {
  return {
    'campaigns.requestAccess': async ({ campaignId, promotionDetails, channelId }) => {
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
    'campaigns.refreshIndex': () => campaignIndex.refresh(),
  };
}
