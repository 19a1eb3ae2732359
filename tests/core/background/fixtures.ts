// Campaign records, a fake campaign source, a saved account, a background over a fresh index (and the same
// worker restarted) and a tab's badge for the index tests.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { BackgroundDeps } from '../../../entrypoints/background/create-background';
import { type CampaignIndexStore, createCampaignIndexStore } from '../../../lib/campaigns/store';
import type { CampaignListParams } from '../../../lib/core/api/params';
import type { Campaign, Page } from '../../../lib/core/api/schemas';
import {
  type TestBackground as Background,
  type TestStores as BackgroundStores,
  freshStores,
  testBackground,
} from '../../support/background-deps';
import * as samples from '../api/samples';

export function campaign(id: number, domain: string, access_status: string, url = `https://www.${domain}/`): Campaign {
  return {
    ...(samples.campaign as Campaign),
    id,
    name: `Store ${id}`,
    url,
    domain,
    image: `https://cdn.example.com/${id}.png`,
    access_status,
    is_featured: false,
    tracking_url: `https://track.network.example/c?campaign=${id}`,
  };
}

/** A `listCampaigns` that serves `pages` (1-based) and records every call. */
export function fakeSource(pages: Campaign[][]) {
  const calls: CampaignListParams[] = [];
  return {
    calls,
    listCampaigns: async (params: CampaignListParams): Promise<Page<Campaign>> => {
      calls.push(params);
      const page = params.page ?? 1;
      return {
        data: pages[page - 1] ?? [],
        skipped: 0,
        meta: {
          page,
          per_page: params.per_page ?? 30,
          total: pages.flat().length,
          total_pages: pages.length,
          next_page: page < pages.length ? page + 1 : null,
          prev_page: page > 1 ? page - 1 : null,
        },
      };
    },
  };
}

export const KEY_A = 'key-id-a';
export const KEY_B = 'key-id-b';

export async function saveAccount(keyId: string | null, extra: { keyInvalid?: boolean } = {}): Promise<void> {
  await fakeBrowser.storage.local.set({
    account: keyId
      ? {
          apiKey: `secret-api-key-${keyId}`,
          keyId,
          baseUrl: 'http://127.0.0.1:8787/pub_api/v3',
          identity: null,
          keyInvalid: extra.keyInvalid ?? false,
        }
      : { apiKey: null, keyId: null, baseUrl: 'http://127.0.0.1:8787/pub_api/v3', identity: null, keyInvalid: false },
  });
}

let stores: BackgroundStores;
let current: Background;

/** A background over new, empty IndexedDB stores (fake-indexeddb): the extension's first start. */
export async function freshIndex(deps: Partial<BackgroundDeps> = {}): Promise<Background> {
  stores = freshStores();
  return startWorker(deps);
}

/**
 * A new background over the current stores, e.g. the worker stopped and started again: nothing of the previous
 * one's memory (the index's copy, the Public Suffix List) is kept. The API's `fetch` is the global one unless given.
 */
export function startWorker(deps: Partial<BackgroundDeps> = {}): Background {
  current = testBackground({ ...deps, stores });
  return current;
}

/** The background the last `freshIndex` or `startWorker` built. */
export function background(): Background {
  return current;
}

/** The index's IndexedDB store, read as the background reads it. */
export function indexStore(): CampaignIndexStore {
  return createCampaignIndexStore(stores.campaignIndex);
}

/** The badge text and tooltip the browser shows on a tab. */
export async function badgeOf(tabId: number): Promise<{ text: string; title: string }> {
  return {
    text: await fakeBrowser.action.getBadgeText({ tabId }),
    title: await fakeBrowser.action.getTitle({ tabId }),
  };
}
