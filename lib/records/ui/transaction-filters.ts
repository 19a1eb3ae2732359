// The transaction filter form's values -> GET /transactions parameters (pure), refusing what cannot be sent.

import { dateRangeParams, type FilterResult, knownStatus, optionalId } from '../../../components/list/rules';
import { utcDay } from '../../core/api/dates';
import { TRANSACTION_STATUSES } from '../../core/api/enums';
import type { TransactionListParams } from '../../core/api/params';
import { addDays } from '../../core/format/days';
import { type MessageKey, t } from '../../core/i18n';

/** The sort keys of GET /transactions and the messages that name them. */
export const TRANSACTION_SORT_LABELS = {
  transaction_date: 'recordsTransactionDate',
  updated_at: 'recordsLastUpdate',
  id: 'recordsTransactionId',
} as const satisfies Record<string, MessageKey>;
export type TransactionSort = keyof typeof TRANSACTION_SORT_LABELS;

/**
 * The start of "all dates" when an invoice number is given: invoiced transactions are months old, while the API's
 * default window is the last 7 days. The spec states no earliest transaction date; this one is before any (see
 * lib/core/api/ASSUMPTIONS.md). The end is left to the API's default.
 */
export const INVOICE_SEARCH_START = '2000-01-01';

export interface TransactionDraft {
  from: string;
  to: string;
  /** '' for any status. */
  status: string;
  campaignId: string;
  subId: string;
  invoiceNumber: string;
  /** A `datetime-local` value (the person's local time), '' when unused. */
  updatedSince: string;
  sort: TransactionSort;
  order: 'asc' | 'desc';
}

/**
 * The last 7 days including today, newest first. The API's own default ends yesterday, which hides this morning's
 * sales that the popup and Sales already show.
 */
export function defaultTransactionDraft(now: Date): TransactionDraft {
  const to = utcDay(now);
  return {
    from: addDays(to, -6),
    to,
    status: '',
    campaignId: '',
    subId: '',
    invoiceNumber: '',
    updatedSince: '',
    sort: 'transaction_date',
    order: 'desc',
  };
}

/** A local date and time as ISO 8601 UTC without milliseconds: `2024-05-01T04:30:00Z`. */
export function localDateTimeToIso(value: string): string | null {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function transactionParams(draft: TransactionDraft): FilterResult<TransactionListParams> {
  const params: TransactionListParams = { sort: draft.sort, order: draft.order };
  if (draft.updatedSince) {
    const iso = localDateTimeToIso(draft.updatedSince);
    if (iso === null) return { problem: t('recordsUpdatedSinceInvalid'), field: 'updatedSince' };
    // The API ignores the dates when updated_since is given; leaving them out makes the request say so too.
    params.updated_since = iso;
  } else if (draft.invoiceNumber.trim()) {
    // An invoice's transactions lie anywhere before it: From and To are set aside, and the page says so.
    params.start_date = INVOICE_SEARCH_START;
  } else {
    const range = dateRangeParams(draft.from, draft.to);
    if (range.problem !== undefined) return range;
    Object.assign(params, range.params);
  }
  const status = knownStatus(TRANSACTION_STATUSES, draft.status);
  if (status) params.status = status;
  const campaign = optionalId(draft.campaignId);
  if (campaign === null) return { problem: t('recordsCampaignIdInvalid'), field: 'campaignId' };
  if (campaign.id !== undefined) params.campaign_id = campaign.id;
  if (draft.subId.trim()) params.sub_id = draft.subId.trim();
  if (draft.invoiceNumber.trim()) params.invoice_number = draft.invoiceNumber.trim();
  return { params };
}
