// The generic message's work: a page asks for an API operation by name (`api.call`); it is answered from its
// cache where it has one, sent as it is otherwise, and a write then drops the cached answers it made stale.
import type { InputOf, OutputOf } from '../api/endpoints';
import type { PageOperation } from '../messaging/protocol';
import type { ApiCaches } from './api-caches';
import type { ApiClients, ApiContext } from './api-client';

type Cached = { [O in PageOperation]?: (ctx: ApiContext, input: InputOf<O>) => Promise<OutputOf<O>> };
type AfterWrite = { [O in PageOperation]?: (ctx: ApiContext) => Promise<void> };

export type RunApiCall = <O extends PageOperation>(operation: O, input: InputOf<O>) => Promise<OutputOf<O>>;

export function createApiCall({ api, apiCaches }: { api: ApiClients; apiCaches: ApiCaches }): RunApiCall {
  /** Operations answered through a cache (transactions, clicks, reports, invoices and claims change too often). */
  const cachedCalls: Cached = {
    getCampaign: (ctx, input) => apiCaches.campaign(ctx, input),
    listOffers: (ctx, input) => apiCaches.offers(ctx, input),
    getOffer: (ctx, input) => apiCaches.offer(ctx, input),
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
    return result;
  };
}
