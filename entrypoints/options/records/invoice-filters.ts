import { INVOICE_STATUSES, isKnown } from '../../../lib/api/enums';
import type { InvoiceListParams } from '../../../lib/api/params';
import { t } from '../../../lib/i18n';
import type { FilterResult } from './filter-checks';

export interface InvoiceDraft {
  status: string;
  from: string;
  to: string;
}

export const EMPTY_INVOICE_DRAFT: InvoiceDraft = { status: '', from: '', to: '' };

export function invoiceParams(draft: InvoiceDraft): FilterResult<InvoiceListParams> {
  if (draft.from && draft.to && draft.from > draft.to) {
    return {
      problem: t('recordsFromIsAfterTo', draft.from, draft.to),
      field: 'from',
    };
  }
  const params: InvoiceListParams = {};
  if (draft.status && isKnown(INVOICE_STATUSES, draft.status)) params.status = draft.status;
  if (draft.from) params.start_date = draft.from;
  if (draft.to) params.end_date = draft.to;
  return { params };
}
