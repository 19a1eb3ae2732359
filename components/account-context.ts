import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Scope } from '../lib/core/api/schemas';
import { hasScope } from '../lib/core/api/scopes';
import type { AccountState } from '../lib/core/model';

/** The account as the background last described it; undefined while loading. */
export const AccountContext = createContext<AccountState | undefined>(undefined);

export function useAccount(): AccountState | undefined {
  return useContext(AccountContext);
}

/** A legacy key (`scopes: null`) has full access. */
export function keyHasScope(account: AccountState | undefined, scope: Scope): boolean {
  return hasScope(account?.identity?.api_key.scopes ?? null, scope);
}

/** The account currency (INR when unset, as the API reads it). */
export function accountCurrency(account: AccountState | undefined): string {
  return account?.identity?.publisher.currency ?? 'INR';
}
