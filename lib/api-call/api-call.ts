// The generic message's work: a page asks for an API operation by name (`api.call`); it is answered from its
// cache where it has one, sent as it is otherwise, and a write then drops the cached answers it made stale. What the
// link history keeps from the answers passing through is taken here: channel names, and the offers served.

import type { InputOf, OutputOf } from '../core/api/endpoints';
import type { Channel } from '../core/api/schemas';
import type { ApiCaches } from '../core/background/api-caches';
import type { ApiClients, ApiContext } from '../core/background/api-client';
import type { PageOperation } from '../core/messaging/wire';
import { rememberChannelNames } from '../history/channel-names';
import type { OfferHistory } from '../history/offer-history';

type Cached = { [O in PageOperation]?: (ctx: ApiContext, input: InputOf<O>) => Promise<OutputOf<O>> };
type AfterWrite = { [O in PageOperation]?: (ctx: ApiContext) => Promise<void> };

export type RunApiCall = <O extends PageOperation>(operation: O, input: InputOf<O>) => Promise<OutputOf<O>>;

export function createApiCall({
  api,
  apiCaches,
  offerHistory,
}: {
  api: ApiClients;
  apiCaches: ApiCaches;
  offerHistory?: Pick<OfferHistory, 'listed' | 'served'>;
}): RunApiCall {
  /** Operations answered through a cache (transactions, clicks, reports, invoices and claims change too often). */
  const cachedCalls: Cached = {
    getCampaign: (ctx, input) => apiCaches.campaign(ctx, input),
    listOffers: async (ctx, input) => {
      const answer = await apiCaches.offers.withMeta(ctx, input);
      offerHistory?.listed(ctx, input, answer.value, !answer.cached);
      return answer.value;
    },
    getOffer: async (ctx, input) => {
      const offer = await apiCaches.offer(ctx, input);
      offerHistory?.served(ctx, input, offer);
      return offer;
    },
    listChannels: (ctx, input) => apiCaches.channels(ctx, input),
    listCountries: (ctx) => apiCaches.countries(ctx),
    listCategories: (ctx) => apiCaches.categories(ctx),
  };

  /** What each write makes stale. */
  const afterWrite: AfterWrite = {
    createChannel: (ctx) => apiCaches.invalidateAfterChannelWrite(ctx.keyId, false),
    updateChannel: (ctx) => apiCaches.invalidateAfterChannelWrite(ctx.keyId, false),
    setDefaultChannel: (ctx) => apiCaches.invalidateAfterChannelWrite(ctx.keyId, true),
    deleteChannel: (ctx) => apiCaches.invalidateAfterChannelWrite(ctx.keyId, true),
  };

  return async function runApiCall<O extends PageOperation>(operation: O, input: InputOf<O>): Promise<OutputOf<O>> {
    const ctx = await api.context();
    const cached = cachedCalls[operation] as ((ctx: ApiContext, input: InputOf<O>) => Promise<OutputOf<O>>) | undefined;
    const result = cached ? await cached(ctx, input) : await ctx.api.call(operation, input);
    await afterWrite[operation]?.(ctx);
    const channels = channelsIn(operation, result);
    if (channels.length > 0) rememberChannelNames(channels).catch(() => {});
    return result;
  };
}

/** The channels an answer carries (a list, or one created, renamed or made the default), for their names. */
function channelsIn(operation: PageOperation, result: unknown): Channel[] {
  if (operation === 'listChannels') return (result as OutputOf<'listChannels'>).data;
  if (operation === 'createChannel' || operation === 'updateChannel' || operation === 'setDefaultChannel') {
    return [result as Channel];
  }
  return [];
}
