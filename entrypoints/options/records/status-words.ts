// Status values in words, as the UI shows them. A value the client does not know is shown as it came.
import type { UnknownValue } from '../../../lib/api/schemas';

const WORDS: Record<string, string> = {
  pending: 'Pending',
  validated: 'Validated',
  payable: 'Payable',
  invoice_raised: 'Invoice raised',
  paid: 'Paid',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  approved: 'Approved',
};

/** Transaction, CPC click, invoice and claim statuses: `invoice_raised` -> `Invoice raised`. */
export function statusWord(status: string | UnknownValue): string {
  return WORDS[status] ?? status;
}

const BILLING: Record<string, string> = { india: 'India', singapore: 'Singapore' };
export function billingWord(billingFrom: string): string {
  return BILLING[billingFrom] ?? billingFrom;
}

const UNMONETIZED: Record<string, string> = {
  available: 'Campaign available',
  available_on_approval: 'Available after approval',
  not_available: 'No campaign',
};
/** Unmonetized traffic: whether a campaign exists for the domain. */
export function unmonetizedWord(status: string): string {
  return UNMONETIZED[status] ?? status;
}
