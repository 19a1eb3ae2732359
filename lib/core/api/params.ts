// Query parameters and request bodies of every operation (spec section 4), as zod schemas and their types.
// Keys are the API's own names; `category_ids` is sent as repeated `category_ids[]`. The schemas check shape
// (types, enumerations, date formats, positive ids); limits that depend on the endpoint (page sizes, date
// ranges, name length, URLs) are checked in validate.ts, which words every failure for the publisher.
import * as z from 'zod/mini';
import { t } from '../i18n';
import { isCalendarDate } from './dates';
import {
  CAMPAIGN_REPORT_SORTS,
  CAMPAIGN_SORTS,
  EARNINGS_SORTS,
  OFFER_SORTS,
  PERFORMANCE_SORTS,
  TRANSACTION_SORTS,
  UNMONETIZED_SORTS,
} from './enums';
import {
  ACCESS_STATUS_FILTERS,
  CAMPAIGN_TYPES,
  CHANNEL_CATEGORIES,
  CLAIM_STATUSES,
  CPC_STATUSES,
  CURRENCIES,
  INVOICE_STATUSES,
  OFFER_TYPES,
  TRANSACTION_STATUSES,
} from './schemas';

// Messages are predicates: validate.ts prefixes the field's name ("Campaign ID must be ...").
/** An id: a whole number from 1. Also the pages' requests to the background use it (request-schemas.ts). */
export const id = z.int().check(z.minimum(1, { error: () => t('apiProblemPositiveInt') }));
/** Page numbers and sizes: whole numbers here; their ranges per endpoint are checked in validate.ts. */
const count = z.int();
const date = z.string().check(z.refine(isCalendarDate, { error: () => t('apiProblemDate') }));
const dateTime = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i, {
    error: () => t('apiProblemDateTime'),
  }),
);
const amount = z.string().check(
  z.regex(/^\d+(\.\d{1,2})?$/, { error: () => t('apiProblemAmount') }),
  z.refine((v: string) => Number(v) > 0, { error: () => t('apiProblemPositive') }),
);
const order = z.enum(['asc', 'desc']);

const paging = { page: count, per_page: count };
const range = { start_date: date, end_date: date };

export const pageParamsSchema = z.partial(z.object(paging));
export type PageParams = z.infer<typeof pageParamsSchema>;

// ---------------------------------------------------------------- campaigns

export const campaignListParamsSchema = z.partial(
  z.object({
    ...paging,
    q: z.string(),
    country_id: id,
    currency: z.enum(CURRENCIES),
    category_ids: z.array(id),
    campaign_type: z.enum(CAMPAIGN_TYPES),
    access_status: z.enum(ACCESS_STATUS_FILTERS),
    sort: z.enum(CAMPAIGN_SORTS),
    order,
  }),
);
export type CampaignListParams = z.infer<typeof campaignListParamsSchema>;

/** GET /campaigns/:id: only INR is supported; any other currency falls back to INR on the server. */
export const campaignQuerySchema = z.partial(z.object({ currency: z.enum(CURRENCIES) }));
export type CampaignQuery = z.infer<typeof campaignQuerySchema>;

export const accessRequestBodySchema = z.partial(z.object({ promotion_details: z.string(), channel_id: id }));
export type AccessRequestBody = z.infer<typeof accessRequestBodySchema>;

// ---------------------------------------------------------------- links

const linkOptions = z.partial(
  z.object({
    channel_id: id,
    shorten: z.boolean(),
    subid: z.string(),
    subid2: z.string(),
    subid3: z.string(),
    subid4: z.string(),
    subid5: z.string(),
  }),
);

export const convertLinkBodySchema = z.extend(linkOptions, { url: z.string() });
export type ConvertLinkBody = z.infer<typeof convertLinkBodySchema>;

export const monetizeLinkBodySchema = z.extend(linkOptions, {
  url: z.string(),
  title: z.string(),
  description: z.optional(z.string()),
  rewrite_using_ai: z.optional(z.boolean()),
});
export type MonetizeLinkBody = z.infer<typeof monetizeLinkBodySchema>;

// ---------------------------------------------------------------- offers

export const offerListParamsSchema = z.partial(
  z.object({
    ...paging,
    q: z.string(),
    campaign_id: id,
    category_ids: z.array(id),
    offer_type: z.enum(OFFER_TYPES),
    channel_id: id,
    valid_on: date,
    sort: z.enum(OFFER_SORTS),
    order,
  }),
);
export type OfferListParams = z.infer<typeof offerListParamsSchema>;

export const offerQuerySchema = z.partial(z.object({ channel_id: id }));
export type OfferQuery = z.infer<typeof offerQuerySchema>;

// ---------------------------------------------------------------- channels

export const channelListParamsSchema = pageParamsSchema;
export type ChannelListParams = PageParams;

export const channelCreateBodySchema = z.object({
  name: z.string(),
  source_url: z.string(),
  category: z.optional(z.enum(CHANNEL_CATEGORIES)),
});
export type ChannelCreateBody = z.infer<typeof channelCreateBodySchema>;

export const channelUpdateBodySchema = z.partial(channelCreateBodySchema);
export type ChannelUpdateBody = z.infer<typeof channelUpdateBodySchema>;

// ---------------------------------------------------------------- transactions and clicks

export const transactionListParamsSchema = z.partial(
  z.object({
    ...paging,
    ...range,
    status: z.enum(TRANSACTION_STATUSES),
    campaign_id: id,
    sub_id: z.string(),
    invoice_number: z.string(),
    /** When given, the server ignores start_date and end_date. */
    updated_since: dateTime,
    sort: z.enum(TRANSACTION_SORTS),
    order,
  }),
);
export type TransactionListParams = z.infer<typeof transactionListParamsSchema>;

export const cpcClickListParamsSchema = z.extend(
  z.partial(
    z.object({
      ...paging,
      /** A timestamp without a zone is read as UTC by the server. */
      updated_since: dateTime,
      campaign_id: id,
      channel_id: id,
      status: z.enum(CPC_STATUSES),
    }),
  ),
  { date },
);
export type CpcClickListParams = z.infer<typeof cpcClickListParamsSchema>;

// ---------------------------------------------------------------- reports

const reportFields = { ...paging, ...range, campaign_id: id, channel_id: id, order };

export const performanceReportParamsSchema = z.partial(z.object({ ...reportFields, sort: z.enum(PERFORMANCE_SORTS) }));
export const campaignReportParamsSchema = z.partial(z.object({ ...reportFields, sort: z.enum(CAMPAIGN_REPORT_SORTS) }));
export type PerformanceReportParams = z.infer<typeof performanceReportParamsSchema>;
export type CampaignReportParams = z.infer<typeof campaignReportParamsSchema>;
/** The performance and campaign reports share their parameters except the sort keys, checked per report. */
export type ReportParams = Omit<PerformanceReportParams, 'sort'> & {
  sort?: PerformanceReportParams['sort'] | CampaignReportParams['sort'];
};

export const earningsReportParamsSchema = z.partial(
  z.object({ ...paging, ...range, sort: z.enum(EARNINGS_SORTS), order }),
);
export type EarningsReportParams = z.infer<typeof earningsReportParamsSchema>;

export const unmonetizedReportParamsSchema = z.partial(
  z.object({ ...paging, ...range, search: z.string(), sort: z.enum(UNMONETIZED_SORTS), order }),
);
export type UnmonetizedReportParams = z.infer<typeof unmonetizedReportParamsSchema>;

// ---------------------------------------------------------------- invoices

export const invoiceListParamsSchema = z.partial(z.object({ ...paging, ...range, status: z.enum(INVOICE_STATUSES) }));
export type InvoiceListParams = z.infer<typeof invoiceListParamsSchema>;

// ---------------------------------------------------------------- missing-transaction claims

export const claimListParamsSchema = z.partial(
  z.object({
    ...paging,
    ...range,
    /** Case-insensitive campaign name; overrides the date filter on the server. */
    search: z.string(),
    status: z.enum(CLAIM_STATUSES),
  }),
);
export type ClaimListParams = z.infer<typeof claimListParamsSchema>;

export const claimCreateBodySchema = z.object({
  order_number: z.string(),
  campaign_id: id,
  transaction_date: date,
  /** In INR: claim amounts are always INR. */
  sale_amount: amount,
  coupon_code: z.optional(z.string()),
  additional_info: z.optional(z.string()),
});
export type ClaimCreateBody = z.infer<typeof claimCreateBodySchema>;

export const claimUpdateBodySchema = z.partial(claimCreateBodySchema);
export type ClaimUpdateBody = z.infer<typeof claimUpdateBodySchema>;

export {
  CAMPAIGN_REPORT_SORTS,
  CAMPAIGN_SORTS,
  EARNINGS_SORTS,
  OFFER_SORTS,
  PERFORMANCE_SORTS,
  TRANSACTION_SORTS,
  UNMONETIZED_SORTS,
};

/** Every operation's parameter schema, by the name its entry in endpoints.ts gives. */
export const paramSchemas = {
  page: pageParamsSchema,
  campaignList: campaignListParamsSchema,
  campaignQuery: campaignQuerySchema,
  accessRequest: accessRequestBodySchema,
  convertLink: convertLinkBodySchema,
  monetizeLink: monetizeLinkBodySchema,
  offerList: offerListParamsSchema,
  offerQuery: offerQuerySchema,
  channelList: channelListParamsSchema,
  channelCreate: channelCreateBodySchema,
  channelUpdate: channelUpdateBodySchema,
  transactionList: transactionListParamsSchema,
  cpcClickList: cpcClickListParamsSchema,
  performanceReport: performanceReportParamsSchema,
  campaignReport: campaignReportParamsSchema,
  earningsReport: earningsReportParamsSchema,
  unmonetizedReport: unmonetizedReportParamsSchema,
  invoiceList: invoiceListParamsSchema,
  claimList: claimListParamsSchema,
  claimCreate: claimCreateBodySchema,
  claimUpdate: claimUpdateBodySchema,
};
