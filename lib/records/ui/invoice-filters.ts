import { dateRangeParams, type FilterResult, knownStatus } from '../../../components/list/rules';
import { INVOICE_STATUSES } from '../../core/api/enums';
import type { InvoiceListParams } from '../../core/api/params';

export interface InvoiceDraft {
  status: string;
  from: string;
  to: string;
}

export const EMPTY_INVOICE_DRAFT: InvoiceDraft = { status: '', from: '', to: '' };

export function invoiceParams(draft: InvoiceDraft): FilterResult<InvoiceListParams> {
  const range = dateRangeParams(draft.from, draft.to);
  if (range.problem !== undefined) return range;
  const params: InvoiceListParams = {};
  const status = knownStatus(INVOICE_STATUSES, draft.status);
  if (status) params.status = status;
  return { params: { ...params, ...range.params } };
}
