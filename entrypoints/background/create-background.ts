// The background, built in one place from what it depends on: the API's transport (`fetch`, retries and their
// waits), its IndexedDB stores, the clock and where the Public Suffix List is read from. The worker builds one
// with the real ones (entrypoints/background); tests build a fresh one per test with fakes, and a second one over
// the same stores is exactly what a restarted worker is. Everything a worker run keeps in memory (in-flight
// requests, cache generations, the index's copy, the list, the write queues, the badges' timers) lives in it.
import type { UseStore } from 'idb-keyval';
import { createAccount } from '../../lib/account/account';
import { createApiCall } from '../../lib/api-call/api-call';
import { createBadge } from '../../lib/campaigns/badge';
import { createCampaignIndex } from '../../lib/campaigns/campaign-index';
import { createCampaignIndexStore } from '../../lib/campaigns/store';
import { campaignUpdatesRecord, createCampaignUpdates } from '../../lib/campaigns/updates';
import { createApiCaches } from '../../lib/core/background/api-caches';
import { type ApiTransport, createApiClients } from '../../lib/core/background/api-client';
import { createCaches } from '../../lib/core/background/cache';
import { copyText } from '../../lib/core/background/clipboard';
import { installConsoleKeyMasking } from '../../lib/core/background/key-mask';
import { createLinkCaches, dropCampaignLinks } from '../../lib/core/background/link-cache';
import type { PublishingEngine } from '../../lib/core/background/publishing';
import { createRouter } from '../../lib/core/background/router';
import { createSuffixList } from '../../lib/core/background/suffix-list';
import { browser as defaultBrowser, type ExtensionApi } from '../../lib/core/browser';
import { FEATURES } from '../../lib/features';
import { createForgetPages } from '../../lib/history/clear';
import { createLinkHistory } from '../../lib/history/link-history';
import { createOfferHistory } from '../../lib/history/offer-history';
import { createHistoryStore } from '../../lib/history/store';
import { createConversion } from '../../lib/links/conversion';
import { createCopyAffiliateLink } from '../../lib/links/copy-affiliate-link';
import { createLinkOptions } from '../../lib/links/link-options';
import { createSiteInfo } from '../../lib/links/site-info';
import { createSiteOptions } from '../../lib/links/site-options';
import type { FetchHop } from '../../lib/post/short-link-expander';
import { keyMaskingNotify, keyMaskingSalesStore } from '../../lib/sales/key-mask';
import { createSalesNotifier, type Notify } from '../../lib/sales/notifications';
import { getSalesSettings } from '../../lib/sales/settings';
import { createSalesStore } from '../../lib/sales/store';
import { createSalesSync } from '../../lib/sales/sync';

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
  /** The publish queue: its posts, their cards and what was posted (lib/queue/queue-store.ts). */
  queue: UseStore;
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
  /** The extension API (alarms, notifications, tabs and action, menus, commands, offscreen, permissions, runtime);
   * the browser's own when omitted. */
  browser?: ExtensionApi;
  /** How sales alerts are shown; the browser's notifications when omitted. */
  notify?: Notify;
  /** Whether the window the person is in is private (the link history records nothing from one); false when omitted. */
  privateWindow?: () => Promise<boolean>;
  /** Random numbers in [0, 1) for the tags of Track earnings per link; Math.random when omitted. */
  random?: () => number;
  /** The Telegram Bot API's time limits (telegram-client.ts's defaults when omitted). */
  telegram?: { timeoutMs?: number; uploadTimeoutMs?: number };
  /** The publishing engine (posting, the queue, Convert links in this box), loaded on its first use: the worker's
   * `/publishing.js` (lib/core/background/publishing.ts); tests import its module. */
  loadPublishing: () => Promise<PublishingEngine>;
}

/** What the features' handlers and listeners work with (lib/core/background/feature.ts). */
export type Services = ReturnType<typeof createServices>;
export type Background = ReturnType<typeof createBackground>;

export function createBackground(deps: BackgroundDeps) {
  const services = createServices(deps);
  return { ...services, handleMessage: createRouter(FEATURES, services) };
}

/** Starts every feature's listeners: call once, synchronously, as the worker starts. */
export function startFeatures(services: Services): void {
  for (const feature of FEATURES) feature.start?.(services);
}

function createServices(deps: BackgroundDeps) {
  // Its own console output masks every API key it uses, as its answers to pages do.
  installConsoleKeyMasking();
  const now = deps.now ?? (() => Date.now());
  const browser = deps.browser ?? defaultBrowser;
  const api = createApiClients({ ...deps.transport, fetch: deps.fetch, now: () => new Date(now()) });
  const caches = createCaches({ store: deps.stores.cache, now });
  const linkCaches = createLinkCaches(caches);
  const apiCaches = createApiCaches(caches, linkCaches);
  const siteOptions = createSiteOptions({ store: deps.stores.siteOptions, now });
  const loadSuffixList = createSuffixList(deps.readSuffixList);
  // Every notification goes through the key mask: campaign names and sub IDs come from the API.
  const notify = keyMaskingNotify(deps.notify ?? createSalesNotifier(now, browser));
  const historyStore = createHistoryStore(deps.stores.history);
  const campaignUpdates = createCampaignUpdates({
    readState: campaignUpdatesRecord.get,
    writeState: campaignUpdatesRecord.set,
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
    notify: (text) => notify('campaigns', text, { target: 'campaigns' }),
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
  const salesStore = createSalesStore(deps.stores.sales);
  const history = createLinkHistory({
    store: historyStore,
    now,
    random: deps.random,
    privateWindow: deps.privateWindow ?? (async () => false),
    forgetPages: createForgetPages({ siteOf: linkOptions.siteOf, siteOptions, linkCaches }),
  });
  const conversion = createConversion({ api, linkOptions, linkCaches, tagged: history.tagged });
  const siteInfo = createSiteInfo({ campaignIndex, linkOptions });
  const account = createAccount({
    api,
    apiCaches,
    caches,
    siteOptions,
    hasPermission: (pattern) => browser.permissions.contains({ origins: [pattern] }),
  });
  const offerHistory = createOfferHistory({ history, fetchOffer: (ctx, input) => apiCaches.offer(ctx, input), now });
  const runApiCall = createApiCall({ api, apiCaches, offerHistory });
  const badge = createBadge({ campaignIndex, browser });
  const copyAffiliateLink = createCopyAffiliateLink({
    convert: conversion.convert,
    copyText: (text) => copyText(text, browser),
    flashCopied: badge.flashCopied,
    showCopyFailed: badge.showCopyFailed,
    record: history.record,
    lookupCampaign: async (url) => (await campaignIndex.lookup(url)).campaign,
    notify: (text, target) => notify('link', text, { target }),
  });
  const sales = createSalesSync({
    api,
    store: keyMaskingSalesStore(salesStore),
    notify,
    promotesCpc: campaignIndex.promotesCpc,
    now,
  });
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
    account,
    runApiCall,
    badge,
    copyAffiliateLink,
    sales,
    history,
    offerHistory,
    historyStore,
    salesStore,
    /** How store short links are followed (the post converter's expander: lib/post/post-services.ts). */
    shortLinks: deps.shortLinks,
    queueStore: deps.stores.queue,
    telegram: deps.telegram ?? {},
    publishing: deps.loadPublishing,
    now,
    browser,
    /** `fetch` for services other than the API (the API's transport has its own). */
    fetch: deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init)),
  };
}
