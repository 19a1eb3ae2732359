import type { Scope } from '../../../lib/api/enums';
import { hasScope } from '../../../lib/api/scopes';
import { type MessageKey, t } from '../../../lib/i18n';

/** What the extension does (the message naming it), and the scope each part needs (spec sections 4 and 5). */
export const FEATURES: readonly { featureKey: MessageKey; scope: Scope }[] = [
  { featureKey: 'optionsBrowsingCampaignsAndRequesting', scope: 'read:campaigns' },
  { featureKey: 'optionsMakingAffiliateLinksAnd', scope: 'write:links' },
  { featureKey: 'optionsCouponsAndDeals', scope: 'read:offers' },
  { featureKey: 'optionsListingYourChannels', scope: 'read:channels' },
  { featureKey: 'optionsAddingEditingAndDeleting', scope: 'write:channels' },
  { featureKey: 'optionsTransactionsAndCpcClicks', scope: 'read:transactions' },
  { featureKey: 'optionsReports', scope: 'read:reports' },
  { featureKey: 'optionsInvoices', scope: 'read:invoices' },
  { featureKey: 'optionsReadingMissingTransactionClaims', scope: 'read:missing_transactions' },
  { featureKey: 'optionsFilingAndChangingMissing', scope: 'write:missing_transactions' },
];

/** The features a key with `scopes` cannot use (none for a legacy key, whose `scopes` is null). */
export function missingFeatures(scopes: readonly string[] | null): { feature: string; scope: Scope }[] {
  return FEATURES.filter((f) => !hasScope(scopes, f.scope)).map((f) => ({ feature: t(f.featureKey), scope: f.scope }));
}
