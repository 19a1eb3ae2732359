// Sums over the local copy, exact and per currency, per day (the popup's Sales today / this month; the background
// writes them). Rejected transactions do not count. Earnings by sub ID: subid-earnings.ts (options only).
import { toMinor } from './decimal';
import type { DayTotals } from './glance';

export interface Countable {
  status: string;
  transaction_date: string;
  currency: string;
  user_commission: string | null;
  sub_id: string | null;
  sub_id_2: string | null;
  sub_id_3: string | null;
  sub_id_4: string | null;
  sub_id_5: string | null;
}

export function counts(t: Countable): boolean {
  return t.status !== 'rejected';
}

/** Per date, per currency: sales and commission. */
export type DaySums = Map<string, Map<string, { n: number; minor: bigint }>>;

/** Day totals of the transactions dated on or after `fromDate` (YYYY-MM-DD), rejected left out. */
export function dayTotals(records: Iterable<Countable>, fromDate: string): DayTotals {
  const sums: DaySums = new Map();
  for (const t of records) addToDays(sums, t, fromDate);
  return daysOf(sums);
}

export function addToDays(sums: DaySums, t: Countable, fromDate: string): void {
  if (!counts(t) || t.transaction_date < fromDate) return;
  const day = sums.get(t.transaction_date) ?? new Map<string, { n: number; minor: bigint }>();
  const cell = day.get(t.currency) ?? { n: 0, minor: 0n };
  cell.n++;
  cell.minor += toMinor(t.user_commission);
  day.set(t.currency, cell);
  sums.set(t.transaction_date, day);
}

export function daysOf(sums: DaySums): DayTotals {
  const out: DayTotals = {};
  for (const [date, day] of sums) {
    out[date] = {};
    for (const [currency, { n, minor }] of day) out[date][currency] = [n, minor.toString()];
  }
  return out;
}
