// The spec's enumerations as plain constants, free of zod, so pages can import them without pulling in zod.

export const CURRENCIES = ['INR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const SCOPES = [
  'read:campaigns',
  'write:links',
  'read:offers',
  'read:channels',
  'write:channels',
  'read:transactions',
  'read:reports',
  'read:invoices',
  'read:missing_transactions',
  'write:missing_transactions',
] as const;
export type Scope = (typeof SCOPES)[number];

export const CHANNEL_CATEGORIES = [
  'Facebook',
  'Twitter',
  'Instagram',
  'Linkedin',
  'Youtube',
  'Website / Blog',
  'Whatsapp',
  'Telegram',
  'Media Buyer / Affiliate Network',
  'Cashback Website',
  'Deal & Coupon Website',
  'Mobile App',
  'Browser Extension / Shortening Links',
  'Email / Sms',
  'Others',
] as const;
export type ChannelCategory = (typeof CHANNEL_CATEGORIES)[number];

export const CHANNEL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];

export const CAMPAIGN_TYPES = ['CPS', 'CPC', 'CPL', 'CPI - Android', 'CPI - IOS', 'CPI - Windows'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

export const ACCESS_STATUSES = ['open', 'not_applied', 'pending', 'approved', 'rejected', 'blocked'] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];
/** The values GET /campaigns accepts as its access_status filter. */
export const ACCESS_STATUS_FILTERS = ['open', 'approved', 'pending', 'blocked'] as const;

export const OFFER_TYPES = ['coupon', 'deal'] as const;
export const TRANSACTION_STATUSES = ['pending', 'validated', 'payable', 'invoice_raised', 'paid', 'rejected'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const CPC_STATUSES = ['pending', 'validated', 'rejected'] as const;
export const INVOICE_STATUSES = ['invoice_raised', 'paid', 'rejected', 'cancelled'] as const;
export const BILLING_FROM = ['india', 'singapore'] as const;
export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const UNMONETIZED_STATUSES = ['available', 'available_on_approval', 'not_available'] as const;

/** Narrows a string to one of `values`. */
export function isKnown<const T extends readonly string[]>(values: T, v: string): v is T[number] {
  return (values as readonly string[]).includes(v);
}

// Sort keys each list endpoint accepts (spec section 4).
export const CAMPAIGN_SORTS = ['name', 'epc_7d', 'epc_90d', 'created_at', 'updated_at'] as const;
export const OFFER_SORTS = ['id', 'start_date', 'end_date', 'created_at'] as const;
export const TRANSACTION_SORTS = ['transaction_date', 'updated_at', 'id'] as const;
export const PERFORMANCE_SORTS = ['date', 'clicks', 'transactions', 'commission', 'sale_amount', 'cr', 'epc'] as const;
export const CAMPAIGN_REPORT_SORTS = [
  'clicks',
  'transactions',
  'commission',
  'sale_amount',
  'cr',
  'epc',
  'campaign_id',
  'channel_id',
] as const;
export const EARNINGS_SORTS = ['month', 'pending', 'validated', 'payable', 'claimed', 'rejected', 'total'] as const;
export const UNMONETIZED_SORTS = ['clicks', 'domain_name'] as const;
