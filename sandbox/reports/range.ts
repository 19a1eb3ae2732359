// Date ranges of the reports: defaults, order, and the 90-day (24-month) maximum.

import { addDays, addMonths, daysBetween, monthEnd, monthStart } from '../dates';
import { unprocessable } from '../errors';
import { EARNINGS_MAX_RANGE_MONTHS, REPORT_MAX_RANGE_DAYS } from '../limits';
import type { Query } from '../query';

export interface Range {
  start: string;
  end: string;
}

function read(query: Query, defaultStart: string, defaultEnd: string): Range {
  const start = query.date('start_date') ?? defaultStart;
  const end = query.date('end_date') ?? defaultEnd;
  if (start > end) throw unprocessable(`start_date ${start} is after end_date ${end}`);
  return { start, end };
}

/**
 * Default: 7 days ago to yesterday; at most `maxDays` calendar days, the start and the end day both counted (the
 * spec's "range max 90 days" read strictly: 2025-01-01 to 2025-03-31 is 90 days apart but covers 91 days).
 */
export function dayRange(query: Query, today: string, maxDays = REPORT_MAX_RANGE_DAYS): Range {
  const range = read(query, addDays(today, -7), addDays(today, -1));
  const days = daysBetween(range.start, range.end) + 1;
  if (days > maxDays) {
    throw unprocessable(
      `The date range cannot exceed ${maxDays} days (${range.start} to ${range.end} is ${days} days)`,
    );
  }
  return range;
}

/** Earnings: start rounded to its month's first day, end to its month's last; at most `maxMonths` months. */
export function monthRange(query: Query, today: string, maxMonths = EARNINGS_MAX_RANGE_MONTHS): Range {
  const raw = read(query, addMonths(today, -3), addDays(today, -1));
  const range = { start: monthStart(raw.start), end: monthEnd(raw.end) };
  const months = monthsCovered(range.start, range.end);
  if (months > maxMonths) {
    throw unprocessable(
      `The date range cannot exceed ${maxMonths} months (${range.start.slice(0, 7)} to ${range.end.slice(0, 7)} is ${months} months)`,
    );
  }
  return range;
}

/** Calendar months from `start`'s to `end`'s, both counted (2023-01 to 2024-12 is 24). */
function monthsCovered(start: string, end: string): number {
  const [sy, sm] = start.split('-').map(Number) as [number, number];
  const [ey, em] = end.split('-').map(Number) as [number, number];
  return (ey - sy) * 12 + (em - sm) + 1;
}
