// Status values in words, as the UI shows them. A value the client does not know is shown as it came.
import type { UnknownValue } from '../../../lib/api/schemas';
import { t } from '../../../lib/i18n';

const WORDS: Record<string, string> = {
  pending: t('recordsPending'),
  validated: t('recordsValidated'),
  payable: t('recordsPayable'),
  invoice_raised: t('recordsInvoiceRaised'),
  paid: t('recordsPaid'),
  rejected: t('recordsRejected'),
  cancelled: t('recordsCancelled'),
  approved: t('recordsApproved'),
};

/** Transaction, CPC click, invoice and claim statuses: `invoice_raised` -> `Invoice raised`. */
export function statusWord(status: string | UnknownValue): string {
  return WORDS[status] ?? status;
}

const BILLING: Record<string, string> = { india: t('recordsIndia'), singapore: t('recordsSingapore') };
export function billingWord(billingFrom: string): string {
  return BILLING[billingFrom] ?? billingFrom;
}

const UNMONETIZED: Record<string, string> = {
  available: t('recordsCampaignAvailable'),
  available_on_approval: t('recordsAvailableAfterApproval'),
  not_available: t('recordsNoCampaign'),
};
/** Unmonetized traffic: whether a campaign exists for the domain. */
export function unmonetizedWord(status: string): string {
  return UNMONETIZED[status] ?? status;
}
