// Date ranges of the reports: defaults, order, and the 90-day (24-month) maximum.

import { monthNumber } from '../../lib/api/dates';
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

/** Default: 7 days ago to yesterday; end - start may be at most `maxDays` days. */
export function dayRange(query: Query, today: string, maxDays = REPORT_MAX_RANGE_DAYS): Range {
  const range = read(query, addDays(today, -7), addDays(today, -1));
  const days = daysBetween(range.start, range.end);
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
  const months = monthNumber(range.end) - monthNumber(range.start) + 1;
  if (months > maxMonths) {
    throw unprocessable(
      `The date range cannot exceed ${maxMonths} months (${range.start.slice(0, 7)} to ${range.end.slice(0, 7)} is ${months} months)`,
    );
  }
  return range;
}
