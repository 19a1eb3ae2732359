// Calendar arithmetic on YYYY-MM-DD strings as whole UTC days, and ISO timestamps without milliseconds.
const DAY_MS = 86_400_000;
const DATE_PARTS = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole UTC days since 1970-01-01 of a YYYY-MM-DD date; null when it is not a real calendar date. */
export function dayNumber(date: string): number | null {
  const m = DATE_PARTS.exec(date);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2023-02-29 over to 03-01 (and years below 100 to 19xx): the round trip catches both.
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return d.getTime() / DAY_MS;
}

/** The UTC calendar day of `now`, as YYYY-MM-DD. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function fromDayNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** `date` must be a valid calendar date (checked at the edges, where input arrives). */
export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date)! + days);
}

export function daysBetween(from: string, to: string): number {
  return dayNumber(to)! - dayNumber(from)!;
}

/** Same day of the month `months` later, clamped to the month's last day (2025-01-31 + 1 month = 2025-02-28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function monthEnd(date: string): string {
  return addDays(addMonths(monthStart(date), 1), -1);
}

/** Milliseconds of `date` at `seconds` past midnight UTC. */
export function msAt(date: string, seconds: number): number {
  return dayNumber(date)! * DAY_MS + seconds * 1000;
}

/** ISO 8601 in UTC without milliseconds: 2025-03-04T05:06:07Z. */
export function iso(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}

/** `YYYY-MM-DD HH:MM:SS` (UTC), the form of `click_timestamp`. */
export function spaced(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

export function nextUtcMidnight(now: Date): string {
  const today = Math.floor(now.getTime() / DAY_MS);
  return iso((today + 1) * DAY_MS);
}
