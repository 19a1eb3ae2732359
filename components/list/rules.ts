// The rules filter forms check before anything is sent, each in one place. Pure: a problem is a message naming
// what to fix, and `field` names the form field it is shown under.

import { isKnown } from '../../lib/core/api/enums';
import { datesOutOfOrder } from '../../lib/core/api/validate';
import { t } from '../../lib/core/i18n';

/** A filter form's values as request parameters, or why they cannot be sent (and which field to fix). */
export type FilterResult<P> = { params: P; problem?: undefined } | { problem: string; field: string };

/** A problem shown under one field of a form. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** "42" -> 42; anything but a whole number above 0 -> null. */
export function positiveId(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * An optional ID box: blank -> `{ id: undefined }` (no filter), "42" -> `{ id: 42 }`, anything else -> null
 * (refused before sending).
 */
export function optionalId(text: string): { id: number | undefined } | null {
  if (!text.trim()) return { id: undefined };
  const id = positiveId(text);
  return id === null ? null : { id };
}

/** "From" after "To" (both set): why the range cannot be sent; null when it can. */
export function rangeOrderProblem(from: string, to: string): string | null {
  return datesOutOfOrder(from, to) ? t('recordsFromIsAfterTo', from, to) : null;
}

/** A status select's value when it is one of `statuses`; '' (any status) and unknown values filter nothing. */
export function knownStatus<T extends string>(statuses: readonly T[], value: string): T | undefined {
  return value && isKnown(statuses, value) ? value : undefined;
}

/** From / To boxes as `start_date` / `end_date` (either may be blank), refused when From is after To. */
export function dateRangeParams(from: string, to: string): FilterResult<{ start_date?: string; end_date?: string }> {
  const problem = rangeOrderProblem(from, to);
  if (problem !== null) return { problem, field: 'from' };
  const params: { start_date?: string; end_date?: string } = {};
  if (from) params.start_date = from;
  if (to) params.end_date = to;
  return { params };
}
