// The spec's enumerations and shapes as the sandbox reads them (spec sections 2, 3, 5 and 8), written here on their
// own: the sandbox imports nothing from lib/, so a misreading in the client is not shared by the server its tests
// run against.

export const CURRENCIES = ['INR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Spec section 5, item 3. */
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

/** Channel categories (exact values), spec section 2. */
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

/** access_status values in responses (section 3). */
export const ACCESS_STATUSES = ['open', 'not_applied', 'pending', 'approved', 'rejected', 'blocked'] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];
/** Filter values GET /campaigns accepts. */
export const ACCESS_STATUS_FILTERS = ['open', 'approved', 'pending', 'blocked'] as const;

export const TRANSACTION_STATUSES = ['pending', 'validated', 'payable', 'invoice_raised', 'paid', 'rejected'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const CPC_STATUSES = ['pending', 'validated', 'rejected'] as const;
export const INVOICE_STATUSES = ['invoice_raised', 'paid', 'rejected', 'cancelled'] as const;
export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** `meta` on every list (section 1, conventions). */
export interface Meta {
  page: number;
  per_page: number;
  total: number;
  total_pages: number;
  next_page: number | null;
  prev_page: number | null;
}
