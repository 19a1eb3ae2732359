// The API's timestamps as instants. ISO 8601 with a zone is read as written; one without a zone (and the
// `YYYY-MM-DD HH:MM:SS` of click_timestamp) is UTC, as the spec says, never the browser's local time.

const ZONELESS = /^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d(?::\d\d(?:\.\d+)?)?)$/;

/** Milliseconds since the epoch; NaN for text that is no timestamp. */
export function parseTimestamp(text: string): number {
  const zoneless = ZONELESS.exec(text.trim());
  return Date.parse(zoneless ? `${zoneless[1]}T${zoneless[2]}Z` : text);
}
