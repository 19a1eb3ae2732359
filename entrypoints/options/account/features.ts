import type { Scope } from '../../../lib/api/enums';
import { hasScope } from '../../../lib/api/scopes';
import { t } from '../../../lib/i18n';

/** What the extension does, and the scope each part needs (spec sections 4 and 5). */
export const FEATURES: readonly { feature: string; scope: Scope }[] = [
  { feature: t('optionsBrowsingCampaignsAndRequesting'), scope: 'read:campaigns' },
  { feature: t('optionsMakingAffiliateLinksAnd'), scope: 'write:links' },
  { feature: t('optionsCouponsAndDeals'), scope: 'read:offers' },
  { feature: t('optionsListingYourChannels'), scope: 'read:channels' },
  { feature: t('optionsAddingEditingAndDeleting'), scope: 'write:channels' },
  { feature: t('optionsTransactionsAndCpcClicks'), scope: 'read:transactions' },
  { feature: t('optionsReports'), scope: 'read:reports' },
  { feature: t('optionsInvoices'), scope: 'read:invoices' },
  { feature: t('optionsReadingMissingTransactionClaims'), scope: 'read:missing_transactions' },
  { feature: t('optionsFilingAndChangingMissing'), scope: 'write:missing_transactions' },
];

/** The features a key with `scopes` cannot use (none for a legacy key, whose `scopes` is null). */
export function missingFeatures(scopes: readonly string[] | null): { feature: string; scope: Scope }[] {
  return FEATURES.filter((f) => !hasScope(scopes, f.scope));
}
