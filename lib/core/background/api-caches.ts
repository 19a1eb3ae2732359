// The API answers worth keeping for a while, each keyed by the key's id (key-id.ts) so that switching key never
// serves one account's data to another, and the invalidations that writes make.

import { storeIdentity } from '../account/key-store';
import type { InputOf } from '../api/endpoints';
import type { ApiContext } from './api-client';
import type { Caches } from './cache';
import type { LinkCaches } from './link-cache';
import { stableKey } from './stable-key';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type ApiCaches = ReturnType<typeof createApiCaches>;

export function createApiCaches(caches: Caches, links: LinkCaches) {
  const { cachedFunction } = caches;

  /** The /ping identity; a fresh one is written back to the account record (scopes may have changed). */
  const identity = cachedFunction({
    name: 'ping',
    maxAge: 10 * MINUTE,
    key: (ctx: ApiContext) => ctx.keyId,
    fetch: async (ctx: ApiContext) => {
      const answer = await ctx.api.ping();
      await storeIdentity(ctx.keyId, answer);
      return answer;
    },
  });

  // Offers are the same for every publisher (spec section 4) but their tracking links carry the publisher's channel,
  // so they are kept per key like the rest.
  const offers = cachedFunction({
    name: 'offers',
    maxAge: 15 * MINUTE,
    staleWhileRevalidate: HOUR,
    key: (ctx: ApiContext, params: InputOf<'listOffers'>) => `${ctx.keyId}:${stableKey(params)}`,
    fetch: (ctx: ApiContext, params: InputOf<'listOffers'>) => ctx.api.listOffers(params),
  });

  const offer = cachedFunction({
    name: 'offer',
    maxAge: 15 * MINUTE,
    staleWhileRevalidate: HOUR,
    key: (ctx: ApiContext, input: InputOf<'getOffer'>) => `${ctx.keyId}:${stableKey(input)}`,
    fetch: (ctx: ApiContext, input: InputOf<'getOffer'>) => ctx.api.getOffer(input),
  });

  const campaign = cachedFunction({
    name: 'campaign',
    maxAge: HOUR,
    staleWhileRevalidate: 6 * HOUR,
    // The campaign's id first: an access request drops every entry of that campaign (invalidateAfterAccessRequest).
    key: (ctx: ApiContext, input: InputOf<'getCampaign'>) => `${ctx.keyId}:${input.id}:${input.currency ?? ''}`,
    fetch: (ctx: ApiContext, input: InputOf<'getCampaign'>) => ctx.api.getCampaign(input),
  });

  const channels = cachedFunction({
    name: 'channels',
    maxAge: 2 * MINUTE,
    staleWhileRevalidate: 10 * MINUTE,
    key: (ctx: ApiContext, params: InputOf<'listChannels'>) => `${ctx.keyId}:${stableKey(params)}`,
    fetch: (ctx: ApiContext, params: InputOf<'listChannels'>) => ctx.api.listChannels(params),
  });

  const countries = cachedFunction({
    name: 'countries',
    maxAge: DAY,
    staleWhileRevalidate: 7 * DAY,
    key: (ctx: ApiContext) => ctx.keyId,
    fetch: (ctx: ApiContext) => ctx.api.listCountries(),
  });

  const categories = cachedFunction({
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
  async function invalidateAfterChannelWrite(keyId: string, changesDefault: boolean): Promise<void> {
    const prefix = `${keyId}:`;
    const jobs = [channels.invalidate(prefix)];
    if (changesDefault) {
      jobs.push(
        offers.invalidate(prefix),
        offer.invalidate(prefix),
        campaign.invalidate(prefix),
        links.conversions.invalidate(prefix),
        links.monetizations.invalidate(prefix),
      );
    }
    await Promise.all(jobs);
  }

  /** After an access request the campaign's access_status is `pending`. */
  async function invalidateAfterAccessRequest(keyId: string, campaignId: number): Promise<void> {
    await campaign.invalidate(`${keyId}:${campaignId}:`);
  }

  return {
    identity,
    offers,
    offer,
    campaign,
    channels,
    countries,
    categories,
    invalidateAfterChannelWrite,
    invalidateAfterAccessRequest,
  };
}
