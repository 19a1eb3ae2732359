// Calendar arithmetic on YYYY-MM-DD strings as whole UTC days, and ISO timestamps without milliseconds.
import { dayNumber } from '../lib/api/dates';

export { dayNumber, utcDay } from '../lib/api/dates';

const DAY_MS = 86_400_000;

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
