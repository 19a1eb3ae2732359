// The whole-post converter's background half over a background's kernel, built on its first use per background
// (part of the publishing engine: entrypoints/background/publishing-engine.ts): one link of a post converted, a store's short
// link followed to the merchant's page first, and the network's own link hosts learned per key.

import { campaignIndexOf } from '../campaigns/services';
import type { Kernel } from '../core/background/kernel';
import { perBackground } from '../core/background/kernel';
import { linkHistoryOf } from '../history/link-history-service';
import { clearNetworkHosts, loadNetworkHosts, saveNetworkHosts } from './network-hosts';
import { createPostConversion } from './post-conversion';
import { createBrowserHop } from './redirect-hop';
import { createShortLinkExpander, type FetchHop } from './short-link-expander';

declare module '../core/background/kernel' {
  interface BackgroundEnv {
    /** Following store short links (post converter): one hop that does not follow the redirect (the browser's, with
     * `webRequest`, when omitted), the permission check, and the chain's time limit. */
    shortLinks: { hop?: FetchHop; hasPermission: (pattern: string) => Promise<boolean>; timeoutMs?: number };
  }
}

/** Follows a store's short link to the page it leads to (the browser's own redirects, unless a test gives a hop). */
export const shortLinkExpander = perBackground((services: Kernel) => {
  const { fetch } = services;
  const shortLinks = services.env.shortLinks;
  const campaignIndex = campaignIndexOf(services);
  return createShortLinkExpander({
    ...shortLinks,
    hop: shortLinks.hop ?? createBrowserHop(fetch),
    isMerchant: async (url) => (await campaignIndex.siteDomainOf(url)) !== null,
  });
});

export const postConversion = perBackground((services: Kernel) =>
  createPostConversion({
    api: services.api,
    linkCaches: services.linkCaches,
    expandShortLink: shortLinkExpander(services),
    hosts: { load: loadNetworkHosts, save: saveNetworkHosts, clear: clearNetworkHosts },
    campaignIndex: campaignIndexOf(services),
    history: linkHistoryOf(services),
  }),
);
