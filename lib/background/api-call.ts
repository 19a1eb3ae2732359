// The generic message's work: a page asks for an API operation by name (`api.call`); it is answered from its
// cache where it has one, sent as it is otherwise, and a write then drops the cached answers it made stale.
import type { InputOf, OutputOf } from '../api/endpoints';
import type { PageOperation } from '../messaging/protocol';
import {
  campaignCache,
  categoriesCache,
  channelsCache,
  countriesCache,
  invalidateAfterChannelWrite,
  offersCache,
} from './api-caches';
import { type ApiContext, getApiContext } from './api-client';

type Cached = { [O in PageOperation]?: (ctx: ApiContext, input: InputOf<O>) => Promise<OutputOf<O>> };
type AfterWrite = { [O in PageOperation]?: (ctx: ApiContext) => Promise<void> };

/** Operations answered through a cache (transactions, clicks, reports, invoices and claims change too often). */
const CACHED: Cached = {
  getCampaign: (ctx, input) => campaignCache(ctx, input),
  listOffers: (ctx, input) => offersCache(ctx, input),
  listChannels: (ctx, input) => channelsCache(ctx, input),
  listCountries: (ctx) => countriesCache(ctx),
  listCategories: (ctx) => categoriesCache(ctx),
};

/** What each write makes stale. */
const AFTER_WRITE: AfterWrite = {
  createChannel: (ctx) => invalidateAfterChannelWrite(ctx.keyId, false),
  updateChannel: (ctx) => invalidateAfterChannelWrite(ctx.keyId, false),
  setDefaultChannel: (ctx) => invalidateAfterChannelWrite(ctx.keyId, true),
  deleteChannel: (ctx) => invalidateAfterChannelWrite(ctx.keyId, true),
};

export async function runApiCall<O extends PageOperation>(operation: O, input: InputOf<O>): Promise<OutputOf<O>> {
  const ctx = await getApiContext();
  const cached = CACHED[operation] as ((ctx: ApiContext, input: InputOf<O>) => Promise<OutputOf<O>>) | undefined;
  const result = cached ? await cached(ctx, input) : await ctx.api.call(operation, input);
  await AFTER_WRITE[operation]?.(ctx);
  return result;
}
