// The kinds of kind-list.ts, by id. A destination of a kind this build does not know (stored by a newer one) is
// treated as Copy only: it is listed and copied, never sent.
import { localValidationError } from '../core/api/errors';
import { t } from '../core/i18n';
import type { DestinationKind } from './kind';
import * as listed from './kind-list';

export const KINDS: readonly DestinationKind[] = Object.values(listed);

export function kindOf(id: string): DestinationKind {
  return KINDS.find((k) => k.id === id) ?? listed.copyOnlyKind;
}

export function knownKind(id: string): DestinationKind {
  const found = KINDS.find((k) => k.id === id);
  if (!found) throw localValidationError('sendsTo', t('postingSendsToInvalid'));
  return found;
}
