/** A filter form's values as request parameters, or why they cannot be sent (and which field to fix). */
export type FilterResult<P> = { params: P; problem?: undefined } | { problem: string; field: string };

/** "42" -> 42; anything but a whole number above 0 -> null. */
export function positiveId(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
