// Typed records for the options tests, shaped as the background hands them to pages.
import type { Campaign, CampaignDetail, Channel, Meta, Page, Ping } from '../../../lib/api/schemas';
import type { AccountState } from '../../../lib/messaging/protocol';
import * as samples from '../api/samples';

export const LOCAL_BASE_URL = 'http://127.0.0.1:8787/pub_api/v3';

export function identity(scopes: string[] | null = ['read:campaigns', 'write:links']): Ping {
  return {
    status: 'ok',
    version: '3.0',
    publisher: {
      id: 4821,
      name: 'Deal Hunters',
      email: 'ops@dealhunters.example',
      publisher_id: 'PUB4821',
      currency: 'INR',
    },
    api_key: { name: 'Browser extension', scopes, last_used_at: '2025-03-14T09:12:44Z' },
  };
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

export function meta(page: number, totalPages: number, perPage: number, total: number): Meta {
  return {
    page,
    per_page: perPage,
    total,
    total_pages: totalPages,
    next_page: page < totalPages ? page + 1 : null,
    prev_page: page > 1 ? page - 1 : null,
  };
}

export function pageOf<T>(data: T[], page = 1, totalPages = 1, perPage = 50): Page<T> {
  return { data, meta: meta(page, totalPages, perPage, data.length), skipped: 0 };
}

export function channel(patch: Partial<Channel> = {}): Channel {
  return {
    id: 311,
    name: 'Blog',
    source_url: 'https://blog.dealhunters.example',
    category: 'Website / Blog',
    status: 'approved',
    is_default: false,
    created_at: '2024-11-02T06:30:00Z',
    ...patch,
  };
}

export function campaign(patch: Partial<Campaign> = {}): Campaign {
  return { ...(samples.campaign as Campaign), ...patch };
}

export function campaignDetail(patch: Partial<CampaignDetail> = {}): CampaignDetail {
  return {
    ...campaign(),
    important_info_html: '<p>No coupon sites.</p>',
    payout_categories: [
      { name: 'Apparel', payout_type: '', payout: '', is_header: true },
      { name: 'Fashion', payout_type: 'Percentage of sale', payout: '8', is_header: false },
      { name: 'Flat fee', payout_type: 'Per order', payout: '150.50', is_header: false },
    ],
    platforms: { allowed: ['Website', 'Android'], disallowed: ['iOS'] },
    media: { allowed: ['Email'], disallowed: ['Cashback'] },
    tracking_time: '72 hours',
    validation_time: '45 days',
    payment_time: '60 days after validation',
    conversion_flow: { 'Step 10': 'Gets paid', 'Step 2': 'Buys', 'Step 1': 'Clicks' },
    ...patch,
  };
}
