// The popup's view of the local copy: per-day totals in one small storage.local record (written by the background
// after a sync), and the sums of Sales today / Sales this month. Kept apart from totals.ts so that the popup loads
// only this.
import { fromMinor } from './decimal';

export const SALES_GLANCE_RECORD = 'salesGlance';

/** Per `transaction_date`: [number of sales, commission in minor units as a decimal string of an integer]. */
export type DayTotals = Record<string, [number, string]>;

/** What the popup reads (storage.local `salesGlance`): small, so opening the popup reads one record and sums. */
export interface SalesGlance {
  currency: string;
  days: DayTotals;
}

export interface Total {
  count: number;
  /** Decimal string. */
  commission: string;
}

/** The days of `days` whose date starts with `prefix` ("2026-11-24" for a day, "2026-11" for its month). */
export function totalOf(days: DayTotals, prefix: string): Total {
  let count = 0;
  let minor = 0n;
  for (const [date, [n, m]] of Object.entries(days)) {
    if (!date.startsWith(prefix)) continue;
    count += n;
    minor += BigInt(m);
  }
  return { count, commission: fromMinor(minor) };
}

/** The browser's local date, YYYY-MM-DD (a sale counts on the day of its transaction_date). */
export function localDate(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The stored record, or null when there is none (sales not synced) or it is not one. */
export function parseGlance(raw: unknown): SalesGlance | null {
  if (!raw || typeof raw !== 'object') return null;
  const g = raw as Partial<SalesGlance>;
  return typeof g.currency === 'string' && g.days && typeof g.days === 'object' ? (g as SalesGlance) : null;
}
