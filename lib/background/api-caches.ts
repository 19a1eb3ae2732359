// The API answers worth keeping for a while, each keyed by the key's id (key-id.ts) so that switching key never
// serves one account's data to another, and the invalidations that writes make.
import type { InputOf } from '../api/endpoints';
import { storeIdentity } from '../storage/account';
import type { ApiContext } from './api-client';
import { cachedFunction } from './cache';
import { conversions, monetizations } from './link-cache';
import { stableKey } from './stable-key';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The /ping identity; a fresh one is written back to the account record (scopes may have changed). */
export const identityCache = cachedFunction({
  name: 'ping',
  maxAge: 10 * MINUTE,
  key: (ctx: ApiContext) => ctx.keyId,
  fetch: async (ctx: ApiContext) => {
    const identity = await ctx.api.ping();
    await storeIdentity(ctx.keyId, identity);
    return identity;
  },
});

export const offersCache = cachedFunction({
  name: 'offers',
  maxAge: 15 * MINUTE,
  staleWhileRevalidate: HOUR,
  key: (ctx: ApiContext, params: InputOf<'listOffers'>) => `${ctx.keyId}:${stableKey(params)}`,
  fetch: (ctx: ApiContext, params: InputOf<'listOffers'>) => ctx.api.listOffers(params),
});

export const campaignCache = cachedFunction({
  name: 'campaign',
  maxAge: HOUR,
  staleWhileRevalidate: 6 * HOUR,
  // The campaign's id first: an access request drops every entry of that campaign (invalidateAfterAccessRequest).
  key: (ctx: ApiContext, input: InputOf<'getCampaign'>) => `${ctx.keyId}:${input.id}:${input.currency ?? ''}`,
  fetch: (ctx: ApiContext, input: InputOf<'getCampaign'>) => ctx.api.getCampaign(input),
});

export const channelsCache = cachedFunction({
  name: 'channels',
  maxAge: 2 * MINUTE,
  staleWhileRevalidate: 10 * MINUTE,
  key: (ctx: ApiContext, params: InputOf<'listChannels'>) => `${ctx.keyId}:${stableKey(params)}`,
  fetch: (ctx: ApiContext, params: InputOf<'listChannels'>) => ctx.api.listChannels(params),
});

export const countriesCache = cachedFunction({
  name: 'countries',
  maxAge: DAY,
  staleWhileRevalidate: 7 * DAY,
  key: (ctx: ApiContext) => ctx.keyId,
  fetch: (ctx: ApiContext) => ctx.api.listCountries(),
});

export const categoriesCache = cachedFunction({
  name: 'categories',
  maxAge: DAY,
  staleWhileRevalidate: 7 * DAY,
  key: (ctx: ApiContext) => ctx.keyId,
  fetch: (ctx: ApiContext) => ctx.api.listCategories(),
});

/**
 * After a channel write: the channel list changes; a new default or a deleted channel also changes which channel
 * links made without one carry (offers, campaign tracking URLs, cached conversions).
 */
export async function invalidateAfterChannelWrite(keyId: string, changesDefault: boolean): Promise<void> {
  const prefix = `${keyId}:`;
  const jobs = [channelsCache.invalidate(prefix)];
  if (changesDefault) {
    jobs.push(
      offersCache.invalidate(prefix),
      campaignCache.invalidate(prefix),
      conversions.invalidate(prefix),
      monetizations.invalidate(prefix),
    );
  }
  await Promise.all(jobs);
}

/** After an access request the campaign's access_status is `pending`. */
export async function invalidateAfterAccessRequest(keyId: string, campaignId: number): Promise<void> {
  await campaignCache.invalidate(`${keyId}:${campaignId}:`);
}
