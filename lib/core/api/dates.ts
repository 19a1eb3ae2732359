// Calendar dates (YYYY-MM-DD) as whole UTC days: the API's dates carry no time zone, and "today" is the UTC day.

const DAY_MS = 86_400_000;
const DATE_PARTS = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real calendar date; null for anything else (2023-02-29, 2024-13-01, "soon"). */
export function dayNumber(date: string): number | null {
  const m = DATE_PARTS.exec(date);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2023-02-29 over to 03-01 (and maps years below 100 to 19xx): a round trip catches both.
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return d.getTime() / DAY_MS;
}

export function isCalendarDate(date: string): boolean {
  return dayNumber(date) !== null;
}

/** Months since year 0 of a YYYY-MM-DD date (its day is ignored). */
export function monthNumber(date: string): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

/** The UTC calendar day of `now`, as YYYY-MM-DD. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
