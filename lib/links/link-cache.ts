// Conversions answered again within 30 minutes come from here: the same link for the same request, and no
// second short link minted for it. Keyed by the key's id and the exact request body.
import type { ConvertLinkBody, MonetizeLinkBody } from '../api/params';
import type { ApiContext } from '../background/api-client';
import type { Caches } from '../background/cache';
import { stableKey } from '../background/stable-key';

export const LINK_CACHE_MS = 30 * 60_000;

export type LinkCaches = ReturnType<typeof createLinkCaches>;

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
    }),
  };
}
