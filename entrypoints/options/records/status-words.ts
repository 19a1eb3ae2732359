// Status values in words, as the UI shows them. A value the client does not know is shown as it came. The tables
// hold message keys; the words are looked up when shown.
import type { UnknownValue } from '../../../lib/api/schemas';
import { type MessageKey, t } from '../../../lib/i18n';

/** The value's word, or the value itself when the table does not know it. */
function word(table: Partial<Record<string, MessageKey>>, value: string): string {
  const key = Object.hasOwn(table, value) ? table[value] : undefined;
  return key ? t(key) : value;
}

const WORDS: Partial<Record<string, MessageKey>> = {
  pending: 'recordsPending',
  validated: 'recordsValidated',
  payable: 'recordsPayable',
  invoice_raised: 'recordsInvoiceRaised',
  paid: 'recordsPaid',
  rejected: 'recordsRejected',
  cancelled: 'recordsCancelled',
  approved: 'recordsApproved',
};

/** Transaction, CPC click, invoice and claim statuses: `invoice_raised` -> `Invoice raised`. */
export function statusWord(status: string | UnknownValue): string {
  return word(WORDS, status);
}

const BILLING: Partial<Record<string, MessageKey>> = { india: 'recordsIndia', singapore: 'recordsSingapore' };
export function billingWord(billingFrom: string): string {
  return word(BILLING, billingFrom);
}

const UNMONETIZED: Partial<Record<string, MessageKey>> = {
  available: 'recordsCampaignAvailable',
  available_on_approval: 'recordsAvailableAfterApproval',
  not_available: 'recordsNoCampaign',
};
/** Unmonetized traffic: whether a campaign exists for the domain. */
export function unmonetizedWord(status: string): string {
  return word(UNMONETIZED, status);
}
