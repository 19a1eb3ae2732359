// The one protocol between the extension's pages and the background: message name -> request -> response.
// Types only (no zod here: the popup imports this file and must stay small). The background parses every
// request with the zod schemas of lib/messaging/request-schemas.ts, which must match these types.
import type { SerializedApiError } from '../api/errors';
import type {
  CampaignListParams,
  ClaimCreateBody,
  ClaimListParams,
  ClaimUpdateBody,
  CpcClickListParams,
  EarningsReportParams,
  InvoiceListParams,
  OfferListParams,
  ReportParams,
  TransactionListParams,
  UnmonetizedReportParams,
} from '../api/params';
import type {
  AccessRequest,
  Campaign,
  CampaignDetail,
  CampaignReportRow,
  CategoryLookup,
  Channel,
  ChannelCategory,
  Claim,
  ConvertResult,
  CountryLookup,
  CpcClick,
  EarningsRow,
  EarningsTotals,
  Invoice,
  InvoiceDetail,
  InvoiceTransaction,
  MonetizeResult,
  Offer,
  Page,
  PerformanceRow,
  PerformanceTotals,
  Ping,
  Report,
  ReportMeta,
  Transaction,
  UnmonetizedRow,
} from '../api/schemas';

/** What a page may know about the account: never the key itself. */
export interface AccountState {
  keySet: boolean;
  /** The key's last four characters, shown masked as `••••3f9a`. */
  keyTail: string | null;
  baseUrl: string;
  /** The `/ping` identity kept when the key was saved (refreshed in the background). */
  identity: Ping | null;
  /** True once the API answered 401 to this key: every page says so and links to the Account section. */
  keyInvalid: boolean;
}

/** Options of a conversion; anything left out is taken from what was last used on that site. */
export interface LinkOptions {
  channelId?: number | null;
  shorten?: boolean;
  /** Sub IDs 1 to 5 in order; blank ones are not sent. At most 5. */
  subIds?: string[];
}

export interface ConvertResponse extends ConvertResult {
  /** The options actually used (remembered ones filled in), to show in the popup. */
  used: Required<LinkOptions>;
  /** Answered from the 30-minute cache: no request was made. */
  cached: boolean;
}

export interface MonetizeRequest extends LinkOptions {
  url: string;
  title: string;
  description?: string;
  rewriteWithAi: boolean;
}

export interface SiteInfo {
  /** The campaign the page's registrable domain matches in the campaign index, or null. */
  campaign: Campaign | null;
  /** When the campaign index was last refreshed (ISO 8601), null before its first load. */
  indexedAt: string | null;
  /** Options remembered for this site (channel, sub IDs) and the short-link setting. */
  remembered: Required<LinkOptions>;
}

export interface Settings {
  /** Copy the short link (context menu, shortcut) and show it in the popup by default. */
  preferShortLink: boolean;
  /** Hours between refreshes of the campaign index. */
  indexRefreshHours: number;
}

export interface RequestAccessResponse extends AccessRequest {
  /** True for the re-apply after a cooldown (HTTP 200) rather than a first request (201). */
  reapplied: boolean;
}

export interface ChannelCreate {
  name: string;
  source_url: string;
  category?: ChannelCategory;
}
export interface ChannelUpdate {
  name?: string;
  source_url?: string;
  category?: ChannelCategory;
}

/** name -> [request, response] */
export interface Protocol {
  'account.get': [Record<string, never>, AccountState];
  /** Checks the key with GET /ping first; an invalid key is not kept. */
  'account.save': [{ apiKey: string; baseUrl: string }, AccountState];
  'account.remove': [Record<string, never>, AccountState];

  'settings.get': [Record<string, never>, Settings];
  'settings.set': [Partial<Settings>, Settings];

  'site.info': [{ url: string }, SiteInfo];
  'link.convert': [{ url: string } & LinkOptions, ConvertResponse];
  'link.monetize': [MonetizeRequest, MonetizeResult];

  'campaigns.list': [CampaignListParams, Page<Campaign>];
  'campaigns.get': [{ id: number }, CampaignDetail];
  'campaigns.requestAccess': [
    { campaignId: number; promotionDetails?: string; channelId?: number },
    RequestAccessResponse,
  ];
  'campaigns.refreshIndex': [Record<string, never>, { count: number; indexedAt: string }];

  'offers.list': [OfferListParams, Page<Offer>];

  'channels.list': [{ page?: number; per_page?: number }, Page<Channel>];
  'channels.create': [ChannelCreate, Channel];
  'channels.update': [{ id: number } & ChannelUpdate, Channel];
  'channels.setDefault': [{ id: number }, Channel];
  'channels.delete': [{ id: number }, { deleted: true }];

  'transactions.list': [TransactionListParams, Page<Transaction>];
  'transactions.get': [{ id: number }, Transaction];
  'cpcClicks.list': [CpcClickListParams, Page<CpcClick>];

  'reports.performance': [ReportParams, Report<PerformanceRow, PerformanceTotals>];
  'reports.campaigns': [ReportParams, Report<CampaignReportRow, PerformanceTotals>];
  'reports.earnings': [EarningsReportParams, Report<EarningsRow, EarningsTotals>];
  'reports.unmonetized': [UnmonetizedReportParams, Page<UnmonetizedRow, ReportMeta>];

  'invoices.list': [InvoiceListParams, Page<Invoice>];
  'invoices.get': [{ id: number }, InvoiceDetail];
  'invoices.transactions': [{ id: number; page?: number; per_page?: number }, Page<InvoiceTransaction>];

  'claims.list': [ClaimListParams, Page<Claim>];
  'claims.get': [{ id: number }, Claim];
  'claims.create': [ClaimCreateBody, Claim];
  'claims.update': [{ id: number } & ClaimUpdateBody, Claim];
  'claims.delete': [{ id: number }, { deleted: true }];

  'lookups.countries': [Record<string, never>, CountryLookup[]];
  'lookups.categories': [Record<string, never>, CategoryLookup[]];
}

export type MessageName = keyof Protocol;
export type RequestOf<N extends MessageName> = Protocol[N][0];
export type ResponseOf<N extends MessageName> = Protocol[N][1];

/** On the wire: `{ name, request }` from a page; `Result` back. */
export interface Envelope<N extends MessageName = MessageName> {
  name: N;
  request: RequestOf<N>;
}
export type Result<T> = { ok: true; data: T } | { ok: false; error: SerializedApiError };
