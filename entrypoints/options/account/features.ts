import type { Scope } from '../../../lib/api/enums';
import { hasScope } from '../../../lib/api/scopes';

/** What the extension does, and the scope each part needs (spec sections 4 and 5). */
export const FEATURES: readonly { feature: string; scope: Scope }[] = [
  { feature: 'Browsing campaigns and requesting access', scope: 'read:campaigns' },
  { feature: 'Making affiliate links and posts', scope: 'write:links' },
  { feature: 'Coupons and deals', scope: 'read:offers' },
  { feature: 'Listing your channels', scope: 'read:channels' },
  { feature: 'Adding, editing and deleting channels', scope: 'write:channels' },
  { feature: 'Transactions and CPC clicks', scope: 'read:transactions' },
  { feature: 'Reports', scope: 'read:reports' },
  { feature: 'Invoices', scope: 'read:invoices' },
  { feature: 'Reading missing-transaction claims', scope: 'read:missing_transactions' },
  { feature: 'Filing and changing missing-transaction claims', scope: 'write:missing_transactions' },
];

/** The features a key with `scopes` cannot use (none for a legacy key, whose `scopes` is null). */
export function missingFeatures(scopes: readonly string[] | null): { feature: string; scope: Scope }[] {
  return FEATURES.filter((f) => !hasScope(scopes, f.scope));
}
