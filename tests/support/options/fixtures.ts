// Typed records for the options tests, shaped as the background hands them to pages.
import type { Campaign, CampaignDetail, Channel, Page, Ping } from '../../../lib/core/api/schemas';
import type { AccountState } from '../../../lib/core/model';
import * as samples from '../../core/api/samples';

export const LOCAL_BASE_URL = 'http://127.0.0.1:8787/pub_api/v3';

export function identity(scopes: string[] | null = ['read:campaigns', 'write:links']): Ping {
  return { ...(samples.ping as Ping), api_key: { ...samples.ping.api_key, scopes } };
}

export const NO_KEY: AccountState = {
  keySet: false,
  keyTail: null,
  baseUrl: LOCAL_BASE_URL,
  identity: null,
  keyInvalid: false,
};

export function withKey(scopes: string[] | null = null, tail = '3f9a'): AccountState {
  return { keySet: true, keyTail: tail, baseUrl: LOCAL_BASE_URL, identity: identity(scopes), keyInvalid: false };
}

export function pageOf<T>(data: T[], page = 1, totalPages = 1, perPage = 50): Page<T> {
  return { data, meta: samples.meta(page, totalPages, perPage, data.length), skipped: 0 };
}

export function channel(patch: Partial<Channel> = {}): Channel {
  return { ...(samples.channel as Channel), name: 'Blog', ...patch };
}

export function campaign(patch: Partial<Campaign> = {}): Campaign {
  return { ...(samples.campaign as Campaign), ...patch };
}

export function campaignDetail(patch: Partial<CampaignDetail> = {}): CampaignDetail {
  return {
    ...(samples.campaignDetail as CampaignDetail),
    payout_categories: [
      { name: 'Apparel', payout_type: '', payout: '', is_header: true },
      { name: 'Fashion', payout_type: 'Percentage of sale', payout: '8', is_header: false },
      { name: 'Flat fee', payout_type: 'Per order', payout: '150.50', is_header: false },
    ],
    conversion_flow: { 'Step 10': 'Gets paid', 'Step 2': 'Buys', 'Step 1': 'Clicks' },
    ...patch,
  };
}
