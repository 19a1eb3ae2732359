// Campaign records, a fake campaign source, a saved account, a fresh index and a tab's badge for the index tests.
import { createStore } from 'idb-keyval';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { CampaignListParams } from '../../../lib/api/params';
import type { Campaign, Page } from '../../../lib/api/schemas';
import { clearCampaignIndex, forgetCampaignIndexCache } from '../../../lib/background/campaign-index';
import { setCampaignIndexStore } from '../../../lib/background/campaign-index-store';
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

let stores = 0;
/** A new, empty IndexedDB store for the index (fake-indexeddb), cleared and with no cached copy in memory. */
export async function freshIndex(): Promise<void> {
  stores++;
  setCampaignIndexStore(createStore(`campaign-index-test-${stores}`, 'index'));
  await clearCampaignIndex();
  forgetCampaignIndexCache();
}

/** The badge text and tooltip the browser shows on a tab. */
export async function badgeOf(tabId: number): Promise<{ text: string; title: string }> {
  return {
    text: await fakeBrowser.action.getBadgeText({ tabId }),
    title: await fakeBrowser.action.getTitle({ tabId }),
  };
}
