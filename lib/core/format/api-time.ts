// The API's timestamps as instants: the one parser every reader of an API time uses. ISO 8601 with a zone is read
// as written; one without a zone (`2026-06-19T00:00:00`, the `YYYY-MM-DD HH:MM:SS` of click_timestamp, a zone-less
// `resets_at`) is UTC, as the spec reads `updated_since` without a zone, never the browser's local time (which
// `Date.parse` would use). A bare date is midnight UTC.

const ZONELESS = /^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d(?::\d\d(?:\.\d+)?)?)$/;
const DATE_ONLY = /^\d{4}-\d\d-\d\d$/;

/** Milliseconds since the epoch; NaN for text that is no timestamp. */
export function apiInstant(text: string): number {
  const trimmed = text.trim();
  const zoneless = ZONELESS.exec(trimmed);
  if (zoneless) return Date.parse(`${zoneless[1]}T${zoneless[2]}Z`);
  if (DATE_ONLY.test(trimmed)) return Date.parse(`${trimmed}T00:00:00Z`);
  return Date.parse(trimmed);
}
