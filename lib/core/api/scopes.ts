// Whether a key's scopes allow an operation. No zod here: the options page imports this to tell which features a
// key's scopes allow. Each operation's scope is part of its entry in endpoints.ts (`scopeFor`).
import type { Scope } from './schemas';

/** Whether a key with `scopes` (from `/ping`; null for a legacy full-access key) may use an endpoint needing `scope`. */
export function hasScope(scopes: readonly string[] | null, scope: Scope | null): boolean {
  return scopes === null || scope === null || scopes.includes(scope);
}
