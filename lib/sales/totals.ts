// Sums over the local copy, exact to the paisa: per day (the popup's Sales today / this month) and per sub ID value
// (Options -> Sales, Earnings by sub ID). Rejected transactions do not count.
import { fromMinor, toMinor } from './decimal';
import type { DayTotals, Total } from './glance';

interface Countable {
  status: string;
  transaction_date: string;
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

/** Day totals of the transactions dated on or after `fromDate` (YYYY-MM-DD), rejected left out. */
export function dayTotals(records: Iterable<Countable>, fromDate: string): DayTotals {
  const sums = new Map<string, { n: number; minor: bigint }>();
  for (const t of records) addToDays(sums, t, fromDate);
  return daysOf(sums);
}

export function addToDays(sums: Map<string, { n: number; minor: bigint }>, t: Countable, fromDate: string): void {
  if (!counts(t) || t.transaction_date < fromDate) return;
  const day = sums.get(t.transaction_date) ?? { n: 0, minor: 0n };
  day.n++;
  day.minor += toMinor(t.user_commission);
  sums.set(t.transaction_date, day);
}

export function daysOf(sums: Map<string, { n: number; minor: bigint }>): DayTotals {
  const out: DayTotals = {};
  for (const [date, { n, minor }] of sums) out[date] = [n, minor.toString()];
  return out;
}

export interface SubIdRow {
  subId: string;
  count: number;
  commission: string;
}

/**
 * One row per sub ID value seen in any of the five slots, with its sales and commission (rejected left out). A
 * sale carrying the same value in two slots counts once for it. The totals count each sale once.
 */
export function subIdEarnings(records: Iterable<Countable>): { rows: SubIdRow[]; total: Total } {
  const sums = new Map<string, { n: number; minor: bigint }>();
  let count = 0;
  let minor = 0n;
  for (const t of records) {
    if (!counts(t)) continue;
    const values = new Set([t.sub_id, t.sub_id_2, t.sub_id_3, t.sub_id_4, t.sub_id_5].filter((v): v is string => !!v));
    if (values.size === 0) continue;
    const commission = toMinor(t.user_commission);
    count++;
    minor += commission;
    for (const v of values) {
      const row = sums.get(v) ?? { n: 0, minor: 0n };
      row.n++;
      row.minor += commission;
      sums.set(v, row);
    }
  }
  const rows = [...sums].map(([subId, { n, minor: m }]) => ({ subId, count: n, commission: fromMinor(m) }));
  rows.sort((a, b) => compareMinor(toMinor(b.commission), toMinor(a.commission)) || a.subId.localeCompare(b.subId));
  return { rows, total: { count, commission: fromMinor(minor) } };
}

function compareMinor(a: bigint, b: bigint): number {
  return a === b ? 0 : a > b ? 1 : -1;
}
