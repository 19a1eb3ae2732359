// The rules of spec section 8 that requests are checked against before they are sent, one small function each,
// named in the entries of endpoints.ts. Each failure throws `localValidationError(field, message)`: nothing is
// sent, and the message says what to change. The schemas of params.ts check the shape (parse-input.ts). No zod
// here: pages may call these rules too.
import { type MessageKey, t } from '../i18n';
import { cleanSubIds } from '../sub-ids';
import { parseWebUrl } from '../web-url';
import type { CheckContext } from './check-context';
import { dayNumber, monthNumber, utcDay } from './dates';
import { localValidationError } from './errors';
import {
  CHANNEL_NAME_MAX,
  CPC_FIRST_DATE,
  EARNINGS_MAX_RANGE_MONTHS,
  REPORT_MAX_RANGE_DAYS,
  SUB_IDS_MAX,
} from './limits';
import type { ChannelCreateBody, ChannelUpdateBody, ConvertLinkBody, MonetizeLinkBody } from './params';

/** How each field is named at the start of its error (messages, looked up when an error is built). */
const FIELD_LABELS: Record<string, MessageKey> = {
  id: 'apiFieldId',
  page: 'apiFieldPage',
  per_page: 'apiFieldPerPage',
  start_date: 'apiFieldStartDate',
  end_date: 'apiFieldEndDate',
  date: 'apiFieldDate',
  valid_on: 'apiFieldValidOn',
  updated_since: 'apiFieldUpdatedSince',
  campaign_id: 'apiFieldCampaignId',
  channel_id: 'apiFieldChannelId',
  country_id: 'apiFieldCountryId',
  category_ids: 'apiFieldCategoryIds',
  name: 'apiFieldChannelName',
  source_url: 'apiFieldSourceUrl',
  category: 'apiFieldCategory',
  url: 'apiFieldUrl',
  title: 'apiFieldTitle',
  order_number: 'apiFieldOrderNumber',
  transaction_date: 'apiFieldTransactionDate',
  sale_amount: 'apiFieldSaleAmount',
  q: 'apiFieldSearch',
  search: 'apiFieldSearch',
  sort: 'apiFieldSort',
  order: 'apiFieldSortOrder',
  status: 'apiFieldStatus',
  access_status: 'apiFieldAccessStatus',
  campaign_type: 'apiFieldCampaignType',
  offer_type: 'apiFieldOfferType',
  currency: 'apiFieldCurrency',
};

/** A field's name as it starts its error ("The start date", or the field's own name quoted). */
export function label(field: string): string {
  const key = FIELD_LABELS[field];
  return key ? t(key) : t('apiFieldQuoted', field);
}

/** A path id (`/campaigns/:id`): a positive whole number. */
export function checkId(id: unknown, field = 'id'): number {
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) {
    throw localValidationError(field, t('apiIdMustBePositive', label(field), String(id)));
  }
  return id;
}

interface PagingInput {
  page?: number;
  per_page?: number;
}
interface DateRangeInput {
  start_date?: string;
  end_date?: string;
}

/** Any list: `page` from 1, `per_page` within the endpoint's range (its `perPage` in endpoints.ts). */
export function checkPaging(params: PagingInput, maxPerPage: number): void {
  if (params.page !== undefined && params.page < 1) {
    throw localValidationError('page', t('apiPageInvalid', params.page));
  }
  const perPage = params.per_page;
  if (perPage !== undefined && (perPage < 1 || perPage > maxPerPage)) {
    throw localValidationError('per_page', t('apiPerPageInvalid', maxPerPage, perPage));
  }
}

/** Start after end (both set); a range with only one end is left to the server's defaults. */
export function datesOutOfOrder(start: string | undefined, end: string | undefined): boolean {
  return !!start && !!end && start > end;
}

export function checkDateOrder({ start_date, end_date }: DateRangeInput): void {
  if (start_date && end_date && datesOutOfOrder(start_date, end_date)) {
    throw localValidationError('start_date', t('apiStartAfterEnd', start_date, end_date));
  }
}

/**
 * The calendar days the range covers, counting both the start and the end date (`end_date - start_date + 1`), as
 * the 90-day rule counts them (see REPORT_MAX_RANGE_DAYS); null when either end is missing.
 */
export function reportRangeDays({ start_date, end_date }: DateRangeInput): number | null {
  if (!start_date || !end_date) return null;
  return dayNumber(end_date)! - dayNumber(start_date)! + 1;
}

/** Whole months from the start date's month to the end date's, inclusive (see EARNINGS_MAX_RANGE_MONTHS). */
export function earningsRangeMonths({ start_date, end_date }: DateRangeInput): number | null {
  if (!start_date || !end_date) return null;
  return monthNumber(end_date) - monthNumber(start_date) + 1;
}

/**
 * Why a performance, campaign or unmonetized-traffic report cannot cover this range (REPORT_MAX_RANGE_DAYS), or
 * null. The options page shows the same sentence before it sends anything.
 */
export function reportRangeProblem(range: DateRangeInput): string | null {
  const days = reportRangeDays(range);
  if (days === null || days <= REPORT_MAX_RANGE_DAYS) return null;
  return t('apiReportRangeTooLong', REPORT_MAX_RANGE_DAYS, range.start_date!, range.end_date!, days);
}

/** Why the earnings report cannot cover this range (EARNINGS_MAX_RANGE_MONTHS), or null. */
export function earningsRangeProblem(range: DateRangeInput): string | null {
  const months = earningsRangeMonths(range);
  if (months === null || months <= EARNINGS_MAX_RANGE_MONTHS) return null;
  return t(
    'apiEarningsRangeTooLong',
    EARNINGS_MAX_RANGE_MONTHS,
    range.start_date!.slice(0, 7),
    range.end_date!.slice(0, 7),
    months,
  );
}

export function checkReportRange<P extends DateRangeInput>(params: P): P {
  const problem = reportRangeProblem(params);
  if (problem !== null) throw localValidationError('end_date', problem);
  return params;
}

export function checkMonthRange<P extends DateRangeInput>(params: P): P {
  const problem = earningsRangeProblem(params);
  if (problem !== null) throw localValidationError('end_date', problem);
  return params;
}

function checkNotFuture(field: string, date: string, now: Date): void {
  const today = utcDay(now);
  if (date > today) {
    throw localValidationError(field, t('apiDateInFuture', label(field), date, today));
  }
}

/** CPC clicks: one day per request, from 2024-02-29 up to today (UTC). */
export function checkCpcDate<P extends { date: string }>(params: P, { now }: CheckContext): P {
  if (params.date < CPC_FIRST_DATE) {
    throw localValidationError('date', t('apiCpcDateTooEarly', CPC_FIRST_DATE, params.date, CPC_FIRST_DATE));
  }
  checkNotFuture('date', params.date, now);
  return params;
}

function isBlank(value: string | undefined): boolean {
  return value !== undefined && value.trim() === '';
}

/** The channel name as typed (never trimmed or cut), counted in code points. */
function checkChannelName(name: string | undefined): void {
  if (name === undefined) return;
  if (isBlank(name)) throw localValidationError('name', t('apiChannelNameRequired'));
  const length = [...name].length;
  if (length > CHANNEL_NAME_MAX) {
    throw localValidationError('name', t('apiChannelNameTooLong', length, CHANNEL_NAME_MAX));
  }
}

export function checkChannelBody<B extends ChannelCreateBody | ChannelUpdateBody>(body: B): B {
  checkChannelName(body.name);
  if (isBlank(body.source_url)) throw localValidationError('source_url', t('apiSourceUrlRequired'));
  return body;
}

/** The URL to convert or monetize, trimmed: it must be a full http(s) address. */
function checkLinkUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') throw localValidationError('url', t('apiUrlRequired'));
  if (parseWebUrl(trimmed)) return trimmed;
  // Not a web address: say why.
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    throw localValidationError('url', t('apiUrlIncomplete', trimmed));
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw localValidationError('url', t('apiUrlScheme', trimmed, parsed.protocol));
  }
  throw localValidationError('url', t('apiUrlIncomplete', trimmed));
}

const SUB_ID_KEYS = ['subid', 'subid2', 'subid3', 'subid4', 'subid5'] as const;
type SubIdKey = (typeof SUB_ID_KEYS)[number];
export type SubIdFields = Partial<Record<SubIdKey, string>>;

function tooManySubIds(count: number) {
  return localValidationError('subIds', t('apiTooManySubIds', SUB_IDS_MAX, count, count - SUB_IDS_MAX));
}

/** Sub IDs 1 to 5 in order -> `subid`, `subid2` .. `subid5` (cleaned: see lib/core/sub-ids.ts); blank ones are not sent. */
export function subIdFields(subIds: readonly string[]): SubIdFields {
  const clean = cleanSubIds(subIds);
  if (clean.length > SUB_IDS_MAX) throw tooManySubIds(clean.length);
  const fields: SubIdFields = {};
  clean.forEach((value, i) => {
    if (value !== '') fields[SUB_ID_KEYS[i]!] = value;
  });
  return fields;
}

/**
 * A link body: the URL checked and trimmed, blank sub IDs dropped. `raw` is the input before parsing, whose
 * `subid6` and beyond would otherwise be dropped silently by the schema.
 */
export function checkLinkBody<B extends ConvertLinkBody | MonetizeLinkBody>(body: B, { raw }: CheckContext): B {
  const extra = Object.keys(raw).filter((k) => /^subid\d+$/.test(k) && Number(k.slice(5)) > SUB_IDS_MAX);
  if (extra.length > 0) throw tooManySubIds(SUB_IDS_MAX + extra.length);
  if ('title' in body && isBlank(body.title)) throw localValidationError('title', t('apiPostTitleRequired'));
  const out = { ...body, url: checkLinkUrl(body.url) };
  for (const key of SUB_ID_KEYS) if (isBlank(out[key])) delete out[key];
  return out;
}

/** A claim body (create or update): the order number not blank, the transaction date not in the future. */
export function checkClaimBody<B extends { order_number?: string; transaction_date?: string }>(
  body: B,
  { now }: CheckContext,
): B {
  if (isBlank(body.order_number)) throw localValidationError('order_number', t('apiOrderNumberRequired'));
  if (body.transaction_date) checkNotFuture('transaction_date', body.transaction_date, now);
  return body;
}
