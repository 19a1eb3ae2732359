// Records as the background answers them, typed with the protocol's own types.
import type { Campaign, Channel, Offer, Page } from '../../../lib/core/api/schemas';
import type { AccountState, SiteInfo } from '../../../lib/core/model';
import type { ConvertResponse, RequestOf } from '../../../lib/protocol';

export const PAGE_URL = 'https://www.kiranabasket.in/products/basmati-rice-5kg';
export const TRACKING_HOST = 'https://track.example.test';

export const ACCOUNT: AccountState = {
  keySet: true,
  keyTail: '3f9a',
  baseUrl: 'http://127.0.0.1:8787/pub_api/v3',
  identity: {
    status: 'ok',
    version: '3.0',
    publisher: {
      id: 10421,
      name: 'Deal Hunters',
      email: 'ops@dealhunters.example',
      publisher_id: 'P10421',
      currency: 'INR',
    },
    api_key: { name: 'extension', scopes: null, last_used_at: null },
  },
  keyInvalid: false,
};

export const NO_KEY: AccountState = { ...ACCOUNT, keySet: false, keyTail: null, identity: null };

export function withScopes(scopes: string[]): AccountState {
  const identity = ACCOUNT.identity;
  if (!identity) throw new Error('fixture without identity');
  return { ...ACCOUNT, identity: { ...identity, api_key: { ...identity.api_key, scopes } } };
}

export const CAMPAIGN: Campaign = {
  id: 1001,
  name: 'Kirana Basket',
  url: 'https://www.kiranabasket.in/',
  domain: 'kiranabasket.in',
  image: 'https://cdn.example.test/logos/kiranabasket.png',
  payout_type: 'Percentage of sale',
  payout: '600.00',
  payout_currency: 'INR',
  campaign_type: 'CPS',
  access_status: 'open',
  categories: [{ id: 3, name: 'Grocery' }],
  countries: [{ id: 1, iso: 'IN', name: 'India' }],
  reporting_type: 'Real time',
  deeplink_allowed: true,
  sub_ids_allowed: true,
  cashback_publishers_allowed: true,
  social_media_publishers_allowed: true,
  missing_transactions_accepted: true,
  cookie_duration: 30,
  is_featured: false,
  epc_7d: '412.5',
  epc_90d: '1234567.89',
  tracking_url: `${TRACKING_HOST}/c?cid=501&url=https%3A%2F%2Fwww.kiranabasket.in%2F`,
  updated_at: '2026-11-01T10:00:00Z',
};

export function campaignWith(patch: Partial<Campaign>): Campaign {
  return { ...CAMPAIGN, ...patch };
}

export function channel(
  id: number,
  name: string,
  status: Channel['status'],
  isDefault = false,
  category: Channel['category'] = 'Website / Blog',
): Channel {
  return {
    id,
    name,
    source_url: `https://${name.toLowerCase().replace(/\W+/g, '')}.example.test/`,
    category,
    status,
    is_default: isDefault,
    created_at: '2026-01-01T00:00:00Z',
  };
}

export const CHANNELS: Channel[] = [
  channel(501, 'Blog', 'approved', true),
  channel(502, 'Deals Telegram', 'approved', false, 'Telegram'),
  channel(504, 'New Insta', 'pending'),
];

export function page<T>(data: T[]): Page<T> {
  return {
    data,
    meta: { page: 1, per_page: 30, total: data.length, total_pages: 1, next_page: null, prev_page: null },
    skipped: 0,
  };
}

export function siteInfo(campaign: Campaign | null, remembered?: Partial<SiteInfo['remembered']>): SiteInfo {
  return {
    campaign,
    indexedAt: '2026-11-20T08:00:00Z',
    remembered: { channelId: null, shorten: false, subIds: [], ...remembered },
  };
}

/** A conversion the way the API builds it: the options in the tracking link's query, a short link on request. */
export function converted(
  request: RequestOf<'link.convert'>,
  patch: Partial<ConvertResponse> = {},
  campaign: { id: number; name: string } | null = { id: CAMPAIGN.id, name: CAMPAIGN.name },
): ConvertResponse {
  const used = {
    channelId: request.channelId !== undefined ? request.channelId : 501,
    shorten: request.shorten ?? false,
    subIds: request.subIds ?? [],
  };
  const q = new URLSearchParams({ cid: String(used.channelId ?? 501) });
  used.subIds.forEach((s, i) => {
    if (s) q.set(i === 0 ? 'subid' : `subid${i + 1}`, s);
  });
  q.set('source', 'api');
  q.set('url', request.url);
  const tracking = `${TRACKING_HOST}/c?${q}`;
  return {
    tracking_url: tracking,
    ...(used.shorten ? { short_url: `https://sho.rt/${used.channelId ?? 501}${used.subIds.join('')}` } : {}),
    affiliated: campaign !== null,
    original_url: request.url,
    campaign,
    used,
    cached: false,
    ...patch,
  };
}

export function offer(id: number, patch: Partial<Offer> = {}): Offer {
  return {
    id,
    title: `Offer ${id}`,
    description: null,
    terms: null,
    coupon_code: null,
    offer_type: 'deal',
    campaign_id: CAMPAIGN.id,
    campaign_name: CAMPAIGN.name,
    categories: [],
    tracking_url: `${TRACKING_HOST}/o/${id}?cid=501`,
    status: 'live',
    start_date: '2026-11-01',
    end_date: '2026-12-31',
    original_price: null,
    discount_price: null,
    percent_off: null,
    shipping_charge: null,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    ...patch,
  };
}
