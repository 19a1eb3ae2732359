import type { Scope } from '../../core/api/enums';
import { hasScope } from '../../core/api/scopes';
import { type MessageKey, t } from '../../core/i18n';

/** What the extension does (the message naming it), and the scope each part needs (spec sections 4 and 5). */
export const FEATURES: readonly { featureKey: MessageKey; scope: Scope }[] = [
  { featureKey: 'optionsFeatureReadCampaigns', scope: 'read:campaigns' },
  { featureKey: 'optionsFeatureWriteLinks', scope: 'write:links' },
  { featureKey: 'optionsFeatureReadOffers', scope: 'read:offers' },
  { featureKey: 'optionsFeatureReadChannels', scope: 'read:channels' },
  { featureKey: 'optionsFeatureWriteChannels', scope: 'write:channels' },
  { featureKey: 'optionsFeatureReadTransactions', scope: 'read:transactions' },
  { featureKey: 'commonReports', scope: 'read:reports' },
  { featureKey: 'commonInvoices', scope: 'read:invoices' },
  { featureKey: 'optionsFeatureReadClaims', scope: 'read:missing_transactions' },
  { featureKey: 'optionsFeatureWriteClaims', scope: 'write:missing_transactions' },
];

/** The features a key with `scopes` cannot use (none for a legacy key, whose `scopes` is null). */
export function missingFeatures(scopes: readonly string[] | null): { feature: string; scope: Scope }[] {
  return FEATURES.filter((f) => !hasScope(scopes, f.scope)).map((f) => ({ feature: t(f.featureKey), scope: f.scope }));
}
