// The date range of the reports: defaults, and the spec's limits checked before anything is sent.
// The limits and day counting are those of lib/api/limits.ts (the background checks the same rules again).
import { dayNumber, monthNumber, utcDay } from '../../../lib/api/dates';
import { EARNINGS_MAX_RANGE_MONTHS, REPORT_MAX_RANGE_DAYS } from '../../../lib/api/limits';

export type ReportKind = 'performance' | 'campaigns' | 'earnings' | 'unmonetized';
export const REPORT_KINDS: readonly ReportKind[] = ['performance', 'campaigns', 'earnings', 'unmonetized'];

export interface DateRange {
  from: string;
  to: string;
}

/** Performance, campaigns and unmonetized traffic share one range (90 days at most); earnings has its own. */
export type RangeFamily = 'daily' | 'monthly';
export function rangeFamily(kind: ReportKind): RangeFamily {
  return kind === 'earnings' ? 'monthly' : 'daily';
}

const DAY_MS = 86_400_000;

export function addDays(date: string, days: number): string {
  return utcDay(new Date((dayNumber(date)! + days) * DAY_MS));
}

/** The UTC day before `now` (the API's reports end "yesterday" by default). */
export function yesterday(now: Date): string {
  return addDays(utcDay(now), -1);
}

/** The last 30 days ending yesterday. */
export function defaultDailyRange(now: Date): DateRange {
  const to = yesterday(now);
  return { from: addDays(to, -29), to };
}

export const DEFAULT_EARNINGS_MONTHS = 14;

/** The last 14 months: from the first day of the month 13 months before yesterday's, to yesterday. */
export function defaultEarningsRange(now: Date): DateRange {
  const to = yesterday(now);
  const first = monthNumber(to) - (DEFAULT_EARNINGS_MONTHS - 1);
  const year = Math.floor(first / 12);
  const month = (first % 12) + 1;
  return { from: `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`, to };
}

export function defaultRange(family: RangeFamily, now: Date): DateRange {
  return family === 'monthly' ? defaultEarningsRange(now) : defaultDailyRange(now);
}

/** Why this range cannot be sent for this report, in words; null when it can. */
export function rangeProblem(family: RangeFamily, { from, to }: DateRange): string | null {
  if (!from || !to) return 'Choose both a From date and a To date.';
  if (dayNumber(from) === null) return `From (${from}) is not a real date. Choose a date written YYYY-MM-DD.`;
  if (dayNumber(to) === null) return `To (${to}) is not a real date. Choose a date written YYYY-MM-DD.`;
  if (from > to) return `From (${from}) is after To (${to}). Choose a From date on or before the To date.`;
  if (family === 'monthly') {
    const months = monthNumber(to) - monthNumber(from) + 1;
    if (months > EARNINGS_MAX_RANGE_MONTHS) {
      return `The earnings report covers at most ${EARNINGS_MAX_RANGE_MONTHS} months, and ${from.slice(0, 7)} to ${to.slice(0, 7)} is ${months} months. Choose a shorter range; nothing was sent.`;
    }
    return null;
  }
  const days = dayNumber(to)! - dayNumber(from)!;
  if (days > REPORT_MAX_RANGE_DAYS) {
    return `This report covers at most ${REPORT_MAX_RANGE_DAYS} days: To can be at most ${REPORT_MAX_RANGE_DAYS} days after From, and ${from} to ${to} is ${days} days. Choose a shorter range; nothing was sent.`;
  }
  return null;
}

/** A short hint shown under the dates. */
export function rangeHint(family: RangeFamily): string {
  return family === 'monthly'
    ? `Whole months, at most ${EARNINGS_MAX_RANGE_MONTHS}: From counts from the start of its month and To to the end of its month.`
    : `At most ${REPORT_MAX_RANGE_DAYS} days between From and To.`;
}
