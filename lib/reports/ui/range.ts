// The date range of the reports: defaults, and the spec's limits checked before anything is sent.
// The limits are the client's own rules (lib/core/api/validate.ts), so the page and the client say the same.
import { rangeOrderProblem } from '../../../components/list/rules';
import { dayNumber, monthNumber } from '../../core/api/dates';
import { EARNINGS_MAX_RANGE_MONTHS, REPORT_MAX_RANGE_DAYS } from '../../core/api/limits';
import { earningsRangeProblem, reportRangeProblem } from '../../core/api/validate';
import { addDays, yesterday } from '../../core/format/days';
import { t } from '../../core/i18n';

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
  if (!from || !to) return t('reportsRangeRequired');
  if (dayNumber(from) === null) return t('reportsFromNotReal', from);
  if (dayNumber(to) === null) return t('reportsToNotReal', to);
  const order = rangeOrderProblem(from, to);
  if (order !== null) return order;
  const range = { start_date: from, end_date: to };
  return family === 'monthly' ? earningsRangeProblem(range) : reportRangeProblem(range);
}

/** A short hint shown under the dates. */
export function rangeHint(family: RangeFamily): string {
  return family === 'monthly'
    ? t('reportsMonthsRangeHint', EARNINGS_MAX_RANGE_MONTHS)
    : t('reportsDaysRangeHint', REPORT_MAX_RANGE_DAYS);
}
