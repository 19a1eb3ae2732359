import type { ComponentChildren } from 'preact';
import type { Scope } from '../lib/core/api/schemas';
import { tParts } from '../lib/core/i18n';
import { keyHasScope, useAccount } from './account-context';
import { StatusMessage } from './status-message';

/**
 * Shows `children` only when the saved key has `scope`; otherwise says which scope the feature needs, so the
 * person learns it before clicking rather than from a 403 afterwards.
 */
export function ScopeGate({
  scope,
  feature,
  children,
}: {
  scope: Scope;
  feature: string;
  children: ComponentChildren;
}) {
  const account = useAccount();
  if (account?.keySet && account.identity && !keyHasScope(account, scope)) {
    return (
      <StatusMessage class="scope-missing">{tParts('commonScopeMissing', feature, <code>{scope}</code>)}</StatusMessage>
    );
  }
  return <>{children}</>;
}
