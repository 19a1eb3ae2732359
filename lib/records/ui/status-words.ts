// Status values in words, as the UI shows them. A value the client does not know is shown as it came. The tables
// hold message keys; the words are looked up when shown.
import type { ToneTable } from '../../../components/status-chip';
import type { UnknownValue } from '../../core/api/schemas';
import { type WordTable, wordFor } from '../../core/status-words';

const WORDS: WordTable = {
  pending: 'recordsStatusPending',
  validated: 'recordsStatusValidated',
  payable: 'recordsStatusPayable',
  invoice_raised: 'recordsStatusInvoiceRaised',
  paid: 'recordsStatusPaid',
  rejected: 'recordsStatusRejected',
  cancelled: 'recordsStatusCancelled',
  approved: 'recordsStatusApproved',
};

/** Transaction, CPC click, invoice and claim statuses: `invoice_raised` -> `Invoice raised`. */
export function statusWord(status: string | UnknownValue): string {
  return wordFor(WORDS, status);
}

/** Waiting is amber, money on its way or paid is green, lost is red. */
export const RECORD_STATUS_TONES: ToneTable = {
  pending: 'warn',
  validated: 'ok',
  payable: 'ok',
  invoice_raised: 'ok',
  paid: 'ok',
  approved: 'ok',
  rejected: 'danger',
  cancelled: 'danger',
};

const BILLING: WordTable = { india: 'recordsBillingIndia', singapore: 'recordsBillingSingapore' };
export function billingWord(billingFrom: string): string {
  return wordFor(BILLING, billingFrom);
}
