// The missing-transaction claim form (pure): its fields, the checks made before sending, and the request body.
import { dateRangeParams, type FilterResult, knownStatus, positiveId } from '../../../components/list/rules';
import { dayNumber, utcDay } from '../../core/api/dates';
import { CLAIM_STATUSES } from '../../core/api/enums';
import type { ClaimCreateBody, ClaimListParams } from '../../core/api/params';
import type { Claim } from '../../core/api/schemas';
import { addDays, isFutureDay, yesterday } from '../../core/format/days';
import { t } from '../../core/i18n';

export const CLAIM_FIELDS = [
  'order_number',
  'campaign_id',
  'transaction_date',
  'sale_amount',
  'coupon_code',
  'additional_info',
] as const;
export type ClaimField = (typeof CLAIM_FIELDS)[number];
export type ClaimDraft = Record<ClaimField, string>;
export type ClaimProblems = Partial<Record<ClaimField, string>>;

export const EMPTY_CLAIM: ClaimDraft = {
  order_number: '',
  campaign_id: '',
  transaction_date: '',
  sale_amount: '',
  coupon_code: '',
  additional_info: '',
};

export function draftFromClaim(c: Claim): ClaimDraft {
  return {
    order_number: c.order_number,
    campaign_id: String(c.campaign_id),
    transaction_date: c.transaction_date,
    sale_amount: c.sale_amount,
    coupon_code: c.coupon_code ?? '',
    additional_info: c.additional_info ?? '',
  };
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** Everything wrong with the form, field by field; empty when it can be sent. */
export function claimProblems(draft: ClaimDraft, now: Date): ClaimProblems {
  const out: ClaimProblems = {};
  if (!draft.order_number.trim()) out.order_number = t('apiOrderNumberRequired');
  if (positiveId(draft.campaign_id) === null) {
    out.campaign_id = t('recordsClaimCampaignIdRequired');
  }
  const date = draft.transaction_date;
  if (!date) out.transaction_date = t('recordsClaimDateRequired');
  else if (dayNumber(date) === null) out.transaction_date = t('recordsClaimDateNotReal', date);
  else if (isFutureDay(date, now)) out.transaction_date = t('recordsClaimDateInFuture', date);
  const amount = draft.sale_amount.trim();
  if (!AMOUNT.test(amount) || Number(amount) <= 0) {
    out.sale_amount = t('recordsClaimSaleAmountInvalid');
  }
  return out;
}

/** The body of claims.create (and claims.update): trimmed, optional fields left out when blank. */
export function claimBody(draft: ClaimDraft): ClaimCreateBody {
  const body: ClaimCreateBody = {
    order_number: draft.order_number.trim(),
    campaign_id: positiveId(draft.campaign_id) ?? 0,
    transaction_date: draft.transaction_date,
    sale_amount: draft.sale_amount.trim(),
  };
  if (draft.coupon_code.trim()) body.coupon_code = draft.coupon_code.trim();
  if (draft.additional_info.trim()) body.additional_info = draft.additional_info.trim();
  return body;
}

export interface ClaimListDraft {
  from: string;
  to: string;
  search: string;
  status: string;
}

/** The API's defaults written out: 60 days ago to yesterday. */
export function defaultClaimListDraft(now: Date): ClaimListDraft {
  return { from: addDays(utcDay(now), -60), to: yesterday(now), search: '', status: '' };
}

export function claimListParams(draft: ClaimListDraft): FilterResult<ClaimListParams> {
  const params: ClaimListParams = {};
  const search = draft.search.trim();
  if (search) {
    // The API ignores the dates when searching by campaign name; the request leaves them out to say so.
    params.search = search;
  } else {
    const range = dateRangeParams(draft.from, draft.to);
    if (range.problem !== undefined) return range;
    Object.assign(params, range.params);
  }
  const status = knownStatus(CLAIM_STATUSES, draft.status);
  if (status) params.status = status;
  return { params };
}
