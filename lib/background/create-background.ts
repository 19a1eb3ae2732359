// The background, built in one place from what it depends on: the API's transport (`fetch`, retries and their
// waits), its IndexedDB stores, the clock and where the Public Suffix List is read from. The worker builds one
// with the real ones (entrypoints/background); tests build a fresh one per test with fakes, and a second one over
// the same stores is exactly what a restarted worker is. Everything a worker run keeps in memory (in-flight
// requests, cache generations, the index's copy, the list, the write queues, the badges' timers) lives in it.
import type { UseStore } from 'idb-keyval';
import { createHistoryStore } from '../storage/history-store';
import { clearNetworkHosts, loadNetworkHosts, saveNetworkHosts } from '../storage/network-hosts';
import { createSalesStore } from '../storage/sales-store';
import { createSiteOptions } from '../storage/site-options';
import { createAccount } from './account';
import { createApiCaches } from './api-caches';
import { createApiCall } from './api-call';
import { type ApiTransport, createApiClients } from './api-client';
import { createBadge } from './badge';
import { createCaches } from './cache';
import { createCampaignIndex } from './campaign-index';
import { createCampaignIndexStore } from './campaign-index-store';
import { copyText } from './clipboard';
import { createConversion } from './conversion';
import { createCopyAffiliateLink } from './copy-affiliate-link';
import { createHandlers } from './handlers';
import { installConsoleKeyMasking } from './key-mask';
import { createLinkCaches } from './link-cache';
import { createLinkHistory } from './link-history';
import { createLinkOptions } from './link-options';
import { createOfferHistory } from './offer-history';
import { createPostConversion } from './post-conversion';
import { createBrowserHop } from './redirect-hop';
import { createRouter } from './router';
import { createSalesNotifier, type Notify } from './sales-notifications';
import { createSalesSync } from './sales-sync';
import { createShortLinkExpander, type FetchHop } from './short-link-expander';
import { createSiteInfo } from './site-info';
import { createSuffixList } from './suffix-list';

export interface BackgroundStores {
  /** Cached API answers and conversions (cache.ts). */
  cache: UseStore;
  /** The channel and sub IDs last used per site (site-options.ts). */
  siteOptions: UseStore;
  /** The campaign index (campaign-index-store.ts). */
  campaignIndex: UseStore;
  /** The local copy of the publisher's sales and the sales sync's state (sales-store.ts). */
  sales: UseStore;
  /** The link history (history-store.ts). */
  history: UseStore;
}

export interface BackgroundDeps {
  /** The API's `fetch`; the global one when omitted. */
  fetch?: typeof fetch;
  /** Retries, their waits and timeouts of API requests (transport.ts's defaults when omitted). */
  transport?: Pick<ApiTransport, 'maxRetries' | 'sleep' | 'random' | 'timeoutMs'>;
  stores: BackgroundStores;
  /** The Public Suffix List's text. */
  readSuffixList: () => Promise<string>;
  /** Milliseconds since the epoch; `Date.now()` when omitted. */
  now?: () => number;
  /**
   * Following store short links (post converter): one hop that does not follow the redirect (the browser's, with
   * `webRequest`, when omitted), the permission check, and the chain's time limit.
   */
  shortLinks: { hop?: FetchHop; hasPermission: (pattern: string) => Promise<boolean>; timeoutMs?: number };
  /** How sales alerts are shown; the browser's notifications when omitted. */
  notify?: Notify;
  /** Whether the window the person is in is private (the link history records nothing from one); false when omitted. */
  privateWindow?: () => Promise<boolean>;
  /** Random numbers in [0, 1) for the tags of Track earnings per link; Math.random when omitted. */
  random?: () => number;
}

export type Background = ReturnType<typeof createBackground>;

export function createBackground(deps: BackgroundDeps) {
  // Its own console output masks every API key it uses, as its answers to pages do.
  installConsoleKeyMasking();
  const now = deps.now ?? (() => Date.now());
  const api = createApiClients({ ...deps.transport, fetch: deps.fetch, now: () => new Date(now()) });
  const caches = createCaches({ store: deps.stores.cache, now });
  const linkCaches = createLinkCaches(caches);
  const apiCaches = createApiCaches(caches, linkCaches);
  const siteOptions = createSiteOptions({ store: deps.stores.siteOptions, now });
  const loadSuffixList = createSuffixList(deps.readSuffixList);
  const campaignIndex = createCampaignIndex({
    store: createCampaignIndexStore(deps.stores.campaignIndex),
    loadSuffixList,
    api,
    now,
  });
  const linkOptions = createLinkOptions({ campaignIndex, loadSuffixList, siteOptions });
  const history = createLinkHistory({
    store: createHistoryStore(deps.stores.history),
    now,
    random: deps.random,
    privateWindow: deps.privateWindow ?? (async () => false),
  });
  const conversion = createConversion({ api, linkOptions, linkCaches, tagged: history.tagged });
  const siteInfo = createSiteInfo({ campaignIndex, linkOptions });
  const postConversion = createPostConversion({
    api,
    linkCaches,
    expandShortLink: createShortLinkExpander({
      ...deps.shortLinks,
      hop: deps.shortLinks.hop ?? createBrowserHop(deps.fetch),
      isMerchant: async (url) => (await campaignIndex.siteDomainOf(url)) !== null,
    }),
    hosts: { load: loadNetworkHosts, save: saveNetworkHosts, clear: clearNetworkHosts },
    campaignIndex,
    history,
  });
  const account = createAccount({ api, apiCaches, caches, siteOptions });
  const offerHistory = createOfferHistory({ history, fetchOffer: (ctx, input) => apiCaches.offer(ctx, input), now });
  const runApiCall = createApiCall({ api, apiCaches, offerHistory });
  const badge = createBadge({ campaignIndex });
  const copyAffiliateLink = createCopyAffiliateLink({
    convert: conversion.convert,
    copyText,
    flashCopied: badge.flashCopied,
    showCopyFailed: badge.showCopyFailed,
    record: history.record,
  });
  const sales = createSalesSync({
    api,
    store: createSalesStore(deps.stores.sales),
    notify: deps.notify ?? createSalesNotifier(now),
    promotesCpc: campaignIndex.promotesCpc,
    now,
  });
  const handleMessage = createRouter(
    createHandlers({
      account,
      conversion,
      siteInfo,
      runApiCall,
      api,
      apiCaches,
      campaignIndex,
      convertPostLink: postConversion.convertLink,
      postNetworkHosts: postConversion.networkHosts,
      sales,
      history,
      offerHistory,
    }),
  );

  return {
    api,
    caches,
    apiCaches,
    linkCaches,
    siteOptions,
    loadSuffixList,
    campaignIndex,
    linkOptions,
    conversion,
    siteInfo,
    convertPostLink: postConversion.convertLink,
    account,
    runApiCall,
    badge,
    copyAffiliateLink,
    sales,
    history,
    offerHistory,
    handleMessage,
  };
}
