// Every shape of Monetization API v3 (spec sections 2, 4 and 7), in one place. The client parses every
// response with these, and the sandbox's tests check every response it sends against the same schemas.
import * as z from 'zod/mini';
import {
  ACCESS_STATUSES,
  BILLING_FROM,
  CAMPAIGN_TYPES,
  CHANNEL_CATEGORIES,
  CHANNEL_STATUSES,
  CLAIM_STATUSES,
  CPC_STATUSES,
  CURRENCIES,
  INVOICE_STATUSES,
  OFFER_TYPES,
  TRANSACTION_STATUSES,
  UNMONETIZED_STATUSES,
} from './enums';

// zod feature-tests `new Function`; extension CSP forbids eval, and web-ext lint flags it.
z.config({ jitless: true });

// ---------------------------------------------------------------- shared pieces

export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const MONTH_RE = /^\d{4}-\d{2}$/;
export const DECIMAL_RE = /^-?\d+(\.\d+)?$/;

export const isoDate = z.string().check(z.regex(DATE_RE, 'expected a date YYYY-MM-DD'));
export const isoMonth = z.string().check(z.regex(MONTH_RE, 'expected a month YYYY-MM'));
/** ISO 8601 timestamp; kept as the server's string. */
export const timestamp = z.string().check(z.minLength(1));
/** Money and rates are decimal strings from the API to the screen; never floats. */
export const decimal = z.string().check(z.regex(DECIMAL_RE, 'expected a decimal string'));

/**
 * An enumeration that keeps the values the spec lists typed, and lets an unknown value through as its raw
 * string instead of failing the whole record (and with it a whole list). The UI shows such a value as it came.
 */
export function lenientEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.union([
    z.enum(values),
    z.pipe(
      z.string(),
      z.transform((s: string) => s as UnknownValue),
    ),
  ]);
}
/** A value the server sent that this client does not know; shown verbatim. */
export type UnknownValue = string & { readonly __unknownValue?: true };

// ---------------------------------------------------------------- enumerations

export * from './enums';

export const currency = lenientEnum(CURRENCIES);

// ---------------------------------------------------------------- envelopes

export const metaSchema = z.object({
  page: z.int(),
  per_page: z.int(),
  total: z.int(),
  total_pages: z.int(),
  next_page: z.nullable(z.int()),
  prev_page: z.nullable(z.int()),
});
export type Meta = z.infer<typeof metaSchema>;

export const reportMetaSchema = z.extend(metaSchema, { currency });
export type ReportMeta = z.infer<typeof reportMetaSchema>;

export function dataOf<T extends z.core.SomeType>(item: T) {
  return z.object({ data: item });
}

/**
 * A list envelope whose items are parsed one by one: an item that does not fit is left out and counted in
 * `skipped`, so one odd record cannot hide the rest of a page.
 */
export function listOf<T extends z.ZodMiniType, M extends z.ZodMiniType<Meta> = typeof metaSchema>(item: T, meta?: M) {
  const envelope = z.object({ data: z.array(z.unknown()), meta: (meta ?? metaSchema) as M });
  return z.pipe(
    envelope,
    z.transform((body: z.output<typeof envelope>) => {
      // TypeScript cannot resolve zod's mapped output type for a generic `M`: spell it out.
      const { data, meta } = body as { data: unknown[]; meta: z.output<M> };
      return { ...parseItems(item, data), meta };
    }),
  );
}

function parseItems<T extends z.ZodMiniType>(item: T, raw: unknown[]): { data: z.output<T>[]; skipped: number } {
  const data: z.output<T>[] = [];
  let skipped = 0;
  for (const one of raw) {
    const r = item.safeParse(one);
    if (r.success) data.push(r.data);
    else skipped++;
  }
  return { data, skipped };
}
export interface Page<T, M extends Meta = Meta> {
  data: T[];
  meta: M;
  /** Records the server sent that did not fit their schema and were left out. */
  skipped: number;
}

// ---------------------------------------------------------------- errors (section 7)

export const errorBodySchema = z.object({ error: z.string() });
export const rateLimitBodySchema = z.object({
  error: z.string(),
  limit: z.int(),
  used: z.int(),
  resets_at: timestamp,
});
export type RateLimitBody = z.infer<typeof rateLimitBodySchema>;

// ---------------------------------------------------------------- ping

export const pingSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  publisher: z.object({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    publisher_id: z.string(),
    currency,
  }),
  api_key: z.object({
    name: z.string(),
    scopes: z.nullable(z.array(z.string())),
    last_used_at: z.nullable(timestamp),
  }),
});
export type Ping = z.infer<typeof pingSchema>;

// ---------------------------------------------------------------- channels

export const channelSchema = z.object({
  id: z.int(),
  name: z.string(),
  source_url: z.string(),
  category: z.nullable(lenientEnum(CHANNEL_CATEGORIES)),
  status: lenientEnum(CHANNEL_STATUSES),
  is_default: z.boolean(),
  created_at: timestamp,
});
export type Channel = z.infer<typeof channelSchema>;

// ---------------------------------------------------------------- campaigns

const idName = z.object({ id: z.int(), name: z.string() });
export const countrySchema = z.object({ id: z.int(), iso: z.string(), name: z.string() });

/**
 * A field the index and the pages can live without: one that does not fit takes a neutral value (nothing allowed,
 * nothing featured, no categories) instead of dropping the whole campaign. Dropping a live campaign from the index
 * made History report its links as paused or deleted. `id`, `name`, `domain`, `tracking_url` and the two statuses
 * stay strict: without them the record says nothing true.
 */
function orElse<T extends z.ZodMiniType>(schema: T, fallback: z.output<T>) {
  return z.catch(schema, fallback as never) as unknown as T;
}

export const campaignSchema = z.object({
  id: z.int(),
  name: z.string(),
  url: orElse(z.string(), ''),
  domain: z.string(),
  image: orElse(z.string(), ''),
  payout_type: orElse(z.string(), ''),
  payout: orElse(decimal, '0'),
  payout_currency: orElse(currency, 'INR'),
  campaign_type: lenientEnum(CAMPAIGN_TYPES),
  access_status: lenientEnum(ACCESS_STATUSES),
  categories: orElse(z.array(idName), []),
  countries: orElse(z.array(countrySchema), []),
  reporting_type: orElse(z.string(), ''),
  deeplink_allowed: orElse(z.boolean(), false),
  sub_ids_allowed: orElse(z.boolean(), false),
  cashback_publishers_allowed: orElse(z.boolean(), false),
  social_media_publishers_allowed: orElse(z.boolean(), false),
  missing_transactions_accepted: orElse(z.boolean(), false),
  cookie_duration: orElse(z.int(), 0),
  is_featured: orElse(z.boolean(), false),
  epc_7d: orElse(decimal, '0'),
  epc_90d: orElse(decimal, '0'),
  tracking_url: z.string(),
  updated_at: orElse(timestamp, ''),
});
export type Campaign = z.infer<typeof campaignSchema>;

const allowedDisallowed = z.object({ allowed: z.array(z.string()), disallowed: z.array(z.string()) });
export const campaignDetailSchema = z.extend(campaignSchema, {
  important_info_html: z.string(),
  payout_categories: z.array(
    z.object({ name: z.string(), payout_type: z.string(), payout: z.string(), is_header: z.boolean() }),
  ),
  platforms: allowedDisallowed,
  media: allowedDisallowed,
  tracking_time: z.string(),
  validation_time: z.string(),
  payment_time: z.string(),
  conversion_flow: z.record(z.string(), z.string()),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

export const accessRequestSchema = z.object({
  id: z.int(),
  campaign_id: z.int(),
  channel_id: z.int(),
  promotion_details: z.string(),
  status: lenientEnum(['pending'] as const),
  created_at: timestamp,
});
export type AccessRequest = z.infer<typeof accessRequestSchema>;

// ---------------------------------------------------------------- links

const linkCampaign = z.nullable(idName);
/** `short_url` absent or `null` (the spec shows it only when asked for): both read as absent. */
const shortUrl = z.optional(
  z.pipe(
    z.nullable(z.string()),
    z.transform((v: string | null) => v ?? undefined),
  ),
);

export const convertResultSchema = z.object({
  tracking_url: z.string(),
  short_url: shortUrl,
  affiliated: z.boolean(),
  original_url: z.string(),
  campaign: linkCampaign,
});
export type ConvertResult = z.infer<typeof convertResultSchema>;

export const monetizeResultSchema = z.object({
  title: z.string(),
  original_title: z.string(),
  description: z.optional(z.string()),
  tracking_url: z.string(),
  short_url: shortUrl,
  affiliated: z.boolean(),
  original_url: z.string(),
  campaign: linkCampaign,
  ai_rewritten: z.boolean(),
});
export type MonetizeResult = z.infer<typeof monetizeResultSchema>;

// ---------------------------------------------------------------- offers

export const offerSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.nullable(z.string()),
  terms: z.nullable(z.string()),
  coupon_code: z.nullable(z.string()),
  offer_type: lenientEnum(OFFER_TYPES),
  campaign_id: z.int(),
  campaign_name: z.string(),
  categories: z.array(idName),
  tracking_url: z.nullable(z.string()),
  status: lenientEnum(['live'] as const),
  start_date: isoDate,
  end_date: isoDate,
  original_price: z.nullable(z.number()),
  discount_price: z.nullable(z.number()),
  percent_off: z.nullable(z.number()),
  shipping_charge: z.nullable(z.string()),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Offer = z.infer<typeof offerSchema>;

// ---------------------------------------------------------------- transactions and clicks

const nullableDecimal = z.nullable(decimal);
const optStr = z.nullable(z.string());

export const transactionSchema = z.object({
  id: z.int(),
  campaign_id: z.int(),
  campaign_name: z.string(),
  campaign_type: z.string(),
  transaction_date: isoDate,
  status: lenientEnum(TRANSACTION_STATUSES),
  sale_amount: nullableDecimal,
  currency,
  user_commission: nullableDecimal,
  merchant_reference_id: optStr,
  order_id: optStr,
  product_name: optStr,
  category: optStr,
  extra_info: optStr,
  channel_id: z.nullable(z.int()),
  channel_name: optStr,
  sub_id: optStr,
  sub_id_2: optStr,
  sub_id_3: optStr,
  sub_id_4: optStr,
  sub_id_5: optStr,
  invoice_number: optStr,
  created_at: timestamp,
  updated_at: timestamp,
});
export type Transaction = z.infer<typeof transactionSchema>;

export const cpcClickSchema = z.object({
  id: z.int(),
  transaction_id: z.nullable(z.int()),
  click_log_uid: z.string(),
  campaign_id: z.int(),
  campaign_name: z.string(),
  channel_id: z.nullable(z.int()),
  click_date: isoDate,
  click_timestamp: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'expected YYYY-MM-DD HH:MM:SS')),
  status: lenientEnum(CPC_STATUSES),
  sale_amount: decimal,
  currency,
  user_commission: decimal,
  sales: z.int(),
  sub_id: optStr,
  sub_id_2: optStr,
  sub_id_3: optStr,
  sub_id_4: optStr,
  sub_id_5: optStr,
  sub_id_6: optStr,
  traffic_source: optStr,
  country_iso: optStr,
  validated_at: z.nullable(timestamp),
  rejected_at: z.nullable(timestamp),
  updated_at: timestamp,
});
export type CpcClick = z.infer<typeof cpcClickSchema>;

// ---------------------------------------------------------------- reports

const performanceFigures = {
  clicks: z.int(),
  transactions: z.int(),
  commission: decimal,
  sale_amount: decimal,
  cr: decimal,
  epc: decimal,
  currency,
};
export const performanceRowSchema = z.object({ date: isoDate, ...performanceFigures });
export const performanceTotalsSchema = z.object(performanceFigures);
export type PerformanceRow = z.infer<typeof performanceRowSchema>;
export type PerformanceTotals = z.infer<typeof performanceTotalsSchema>;

export const campaignReportRowSchema = z.object({
  campaign_id: z.int(),
  campaign_name: z.string(),
  campaign_type: z.string(),
  channel_id: z.nullable(z.int()),
  channel_name: z.nullable(z.string()),
  ...performanceFigures,
});
export type CampaignReportRow = z.infer<typeof campaignReportRowSchema>;

const earningsFigures = {
  pending: decimal,
  validated: decimal,
  payable: decimal,
  claimed: decimal,
  rejected: decimal,
  total: decimal,
  currency,
};
export const earningsRowSchema = z.object({ month: isoMonth, ...earningsFigures, updated_at: timestamp });
export const earningsTotalsSchema = z.object(earningsFigures);
export type EarningsRow = z.infer<typeof earningsRowSchema>;
export type EarningsTotals = z.infer<typeof earningsTotalsSchema>;

export const unmonetizedRowSchema = z.object({
  domain_name: z.string(),
  clicks: z.int(),
  status: lenientEnum(UNMONETIZED_STATUSES),
});
export type UnmonetizedRow = z.infer<typeof unmonetizedRowSchema>;

/** A report page: rows, `totals` over the whole range (not just this page), and `meta` with the currency. */
export function reportOf<R extends z.ZodMiniType, T extends z.ZodMiniType>(row: R, totals: T) {
  const envelope = z.object({ data: z.array(z.unknown()), meta: reportMetaSchema, totals });
  return z.pipe(
    envelope,
    z.transform((body: z.output<typeof envelope>): Report<z.output<R>, z.output<T>> => {
      // As in listOf: spell out the output of the generic `totals`.
      const v = body as { data: unknown[]; meta: ReportMeta; totals: z.output<T> };
      return { ...parseItems(row, v.data), meta: v.meta, totals: v.totals };
    }),
  );
}
export const performanceReportSchema = reportOf(performanceRowSchema, performanceTotalsSchema);
export const campaignReportSchema = reportOf(campaignReportRowSchema, performanceTotalsSchema);
export const earningsReportSchema = reportOf(earningsRowSchema, earningsTotalsSchema);
/**
 * The unmonetized traffic report has no totals, and its rows carry no money: the spec lists `meta.currency` for the
 * other three reports only, so here it is optional.
 */
export const unmonetizedReportSchema = listOf(
  unmonetizedRowSchema,
  z.extend(metaSchema, { currency: z.optional(currency) }),
);
export interface Report<R, T> extends Page<R, ReportMeta> {
  totals: T;
}

// ---------------------------------------------------------------- invoices

const invoiceFields = {
  id: z.int(),
  invoice_number: z.string(),
  invoice_date: isoDate,
  status: lenientEnum(INVOICE_STATUSES),
  amount: decimal,
  gross_amount: decimal,
  tds_amount: decimal,
  net_payment: decimal,
  /** Listed in the field table, absent in the spec's sample: optional, and the account currency when absent. */
  currency: z.optional(currency),
  billing_from: lenientEnum(BILLING_FROM),
  auto_generated: z.boolean(),
  created_at: timestamp,
};
export const invoiceSchema = z.object(invoiceFields);
export type Invoice = z.infer<typeof invoiceSchema>;

/** Invoice detail: the list fields plus a tax breakdown and monthly bifurcation whose shape is not shown. Its fields
 * are the list's own object, not `invoiceSchema.shape`: reading that as the module loads would build the schema. */
export const invoiceDetailSchema = z.looseObject(invoiceFields);
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** Invoice-linked transactions: only `merchant_reference_id` and `extra_info` are documented. */
export const invoiceTransactionSchema = z.looseObject({
  id: z.optional(z.int()),
  merchant_reference_id: z.optional(z.nullable(z.string())),
  extra_info: z.optional(z.nullable(z.string())),
});
export type InvoiceTransaction = z.infer<typeof invoiceTransactionSchema>;

// ---------------------------------------------------------------- missing-transaction claims

export const claimSchema = z.object({
  id: z.int(),
  order_number: z.string(),
  campaign_id: z.int(),
  campaign_name: z.string(),
  transaction_date: isoDate,
  sale_amount: decimal,
  /** Populated when approved; tolerated empty or null before that. */
  user_commission: z.nullable(z.string()),
  /** Always INR; the spec's sample omits it, so it defaults to INR. */
  currency: z._default(currency, 'INR'),
  status: lenientEnum(CLAIM_STATUSES),
  coupon_code: optStr,
  additional_info: optStr,
  source: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Claim = z.infer<typeof claimSchema>;

// ---------------------------------------------------------------- lookups (shapes not shown: tolerant)

export const countryLookupSchema = z.looseObject({
  id: z.int(),
  name: z.string(),
  iso: z.optional(z.string()),
});
export const categoryLookupSchema = z.looseObject({ id: z.int(), name: z.string() });
export type CountryLookup = z.infer<typeof countryLookupSchema>;
export type CategoryLookup = z.infer<typeof categoryLookupSchema>;
/** A lookup list: `data` with an optional `meta` (not shown whether these are paginated). */
export function lookupListOf<T extends z.core.SomeType>(item: T) {
  return z.object({ data: z.array(item), meta: z.optional(metaSchema) });
}
