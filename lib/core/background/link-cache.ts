// Conversions answered again within 30 minutes come from here: the same link for the same request, and no
// second short link minted for it. Keyed by the key's id and the exact request body.
import type { ConvertLinkBody, MonetizeLinkBody } from '../api/params';
import type { MonetizeResult } from '../api/schemas';
import type { ApiContext } from './api-client';
import type { Caches } from './cache';
import { stableKey } from './stable-key';

export const LINK_CACHE_MS = 30 * 60_000;

export type LinkCaches = ReturnType<typeof createLinkCaches>;

/** Drops every cached conversion of these campaigns (the index saw them pause: their links no longer earn). */
export async function dropCampaignLinks(linkCaches: LinkCaches, campaignIds: ReadonlySet<number>): Promise<void> {
  if (!campaignIds.size) return;
  const ofThem = (value: { campaign: { id: number } | null }) => !!value.campaign && campaignIds.has(value.campaign.id);
  await Promise.all([linkCaches.conversions.invalidateWhere(ofThem), linkCaches.monetizations.invalidateWhere(ofThem)]);
}

export function createLinkCaches(caches: Caches) {
  return {
    conversions: caches.cachedFunction({
      name: 'convert',
      maxAge: LINK_CACHE_MS,
      key: (ctx: ApiContext, body: ConvertLinkBody) => `${ctx.keyId}:${stableKey(body)}`,
      fetch: (ctx: ApiContext, body: ConvertLinkBody) => ctx.api.convertLink(body),
    }),
    monetizations: caches.cachedFunction({
      name: 'monetize',
      maxAge: LINK_CACHE_MS,
      key: (ctx: ApiContext, body: MonetizeLinkBody) => `${ctx.keyId}:${stableKey(body)}`,
      fetch: (ctx: ApiContext, body: MonetizeLinkBody) => ctx.api.monetizeLink(body),
      // An AI rewrite asked for and not made is a failure the server answers with 200: pressing Monetize again
      // must ask again, not return the failure for 30 minutes.
      keep: (result: MonetizeResult, _ctx: ApiContext, body: MonetizeLinkBody) =>
        !body.rewrite_using_ai || result.ai_rewritten,
    }),
  };
}
