// The whole-post converter's background half over a background's services, built on its first use per background
// (part of the publishing engine: entrypoints/background/publishing-engine.ts): one link of a post converted, a store's short
// link followed to the merchant's page first, and the network's own link hosts learned per key.
import type { Services } from '../../entrypoints/background/create-background';
import { perBackground } from '../core/background/feature';
import { clearNetworkHosts, loadNetworkHosts, saveNetworkHosts } from './network-hosts';
import { createPostConversion } from './post-conversion';
import { createBrowserHop } from './redirect-hop';
import { createShortLinkExpander } from './short-link-expander';

/** Follows a store's short link to the page it leads to (the browser's own redirects, unless a test gives a hop). */
export const shortLinkExpander = perBackground((services: Services) => {
  const { shortLinks, fetch, campaignIndex } = services;
  return createShortLinkExpander({
    ...shortLinks,
    hop: shortLinks.hop ?? createBrowserHop(fetch),
    isMerchant: async (url) => (await campaignIndex.siteDomainOf(url)) !== null,
  });
});

export const postConversion = perBackground((services: Services) =>
  createPostConversion({
    api: services.api,
    linkCaches: services.linkCaches,
    expandShortLink: shortLinkExpander(services),
    hosts: { load: loadNetworkHosts, save: saveNetworkHosts, clear: clearNetworkHosts },
    campaignIndex: services.campaignIndex,
    history: services.history,
  }),
);
