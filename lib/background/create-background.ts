// The background, built in one place from what it depends on: the API's transport (`fetch`, retries and their
// waits), its IndexedDB stores, the clock and where the Public Suffix List is read from. The worker builds one
// with the real ones (entrypoints/background); tests build a fresh one per test with fakes, and a second one over
// the same stores is exactly what a restarted worker is. Everything a worker run keeps in memory (in-flight
// requests, cache generations, the index's copy, the list, the write queues, the badges' timers) lives in it.
import type { UseStore } from 'idb-keyval';
import { createHistoryStore } from '../storage/history-store';
import { readLocal, writeLocal } from '../storage/local-record';
import { loadNetworkHosts, saveNetworkHosts } from '../storage/network-hosts';
import { getSalesSettings } from '../storage/sales-settings';
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
import { CAMPAIGN_UPDATES_RECORD, createCampaignUpdates } from './campaign-updates';
import { copyText } from './clipboard';
import { createConversion } from './conversion';
import { createCopyAffiliateLink } from './copy-affiliate-link';
import { createHandlers } from './handlers';
import { installConsoleKeyMasking } from './key-mask';
import { createLinkCaches, dropCampaignLinks } from './link-cache';
import { createLinkHistory } from './link-history';
import { createLinkOptions } from './link-options';
import { createOfferHistory } from './offer-history';
import { createPostConversion } from './post-conversion';
import { createRouter } from './router';
import { createSalesNotifier, type Notify } from './sales-notifications';
import { createSalesSync } from './sales-sync';
import { createShortLinkExpander } from './short-link-expander';
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
  /** Following store short links (post converter): its `fetch` (the API's when omitted) and permission check. */
  shortLinks: { fetch?: typeof fetch; hasPermission: (pattern: string) => Promise<boolean>; timeoutMs?: number };
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
  const notify = deps.notify ?? createSalesNotifier(now);
  const historyStore = createHistoryStore(deps.stores.history);
  const campaignUpdates = createCampaignUpdates({
    readState: () => readLocal(CAMPAIGN_UPDATES_RECORD),
    writeState: (state) => writeLocal(CAMPAIGN_UPDATES_RECORD, state),
    alertsOn: async () => (await getSalesSettings()).enabled,
    relevance: async () => {
      const ctx = await api.context();
      const [entries, channels] = await Promise.all([
        historyStore.readAll(),
        apiCaches.channels(ctx, { page: 1, per_page: 100 }),
      ]);
      return {
        linked: new Set(entries.flatMap((e) => (e.campaignId === null ? [] : [e.campaignId]))),
        channelCategories: channels.data.filter((c) => c.status === 'approved').map((c) => c.category),
      };
    },
    notify: (text) => notify('campaigns', text, 'campaigns'),
    dropLinksOf: (ids) => dropCampaignLinks(linkCaches, ids),
  });
  const campaignIndex = createCampaignIndex({
    store: createCampaignIndexStore(deps.stores.campaignIndex),
    loadSuffixList,
    api,
    now,
    onRefreshed: campaignUpdates.refreshed,
  });
  const linkOptions = createLinkOptions({ campaignIndex, loadSuffixList, siteOptions });
  const history = createLinkHistory({
    store: historyStore,
    now,
    random: deps.random,
    privateWindow: deps.privateWindow ?? (async () => false),
  });
  const conversion = createConversion({ api, linkOptions, linkCaches, tagged: history.tagged });
  const siteInfo = createSiteInfo({ campaignIndex, linkOptions });
  const convertPostLink = createPostConversion({
    api,
    linkCaches,
    expandShortLink: createShortLinkExpander({ fetch: deps.fetch, ...deps.shortLinks }),
    hosts: { load: loadNetworkHosts, save: saveNetworkHosts },
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
    lookupCampaign: async (url) => (await campaignIndex.lookup(url)).campaign,
    notify: (text, target) => notify('link', text, target),
  });
  const sales = createSalesSync({
    api,
    store: createSalesStore(deps.stores.sales),
    notify,
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
      convertPostLink,
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
    convertPostLink,
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
