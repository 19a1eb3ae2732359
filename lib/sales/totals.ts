// Sums over the local copy, exact and per currency: per day (the popup's Sales today / this month) and per sub ID
// value (Options -> Sales, Earnings by sub ID). Rejected transactions do not count.
import { toMinor } from './decimal';
import type { DayTotals, Total } from './glance';
import { type Amounts, addAmount, amountsOf, compareAmounts, type Sums } from './money-sums';

interface Countable {
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

export interface SubIdRow {
  subId: string;
  count: number;
  /** By currency. */
  commission: Amounts;
}

/**
 * One row per sub ID value seen in any of the five slots, with its sales and commission (rejected left out). A
 * sale carrying the same value in two slots counts once for it. The totals count each sale once.
 */
export function subIdEarnings(records: Iterable<Countable>): { rows: SubIdRow[]; total: Total } {
  const rowSums = new Map<string, { n: number; sums: Sums }>();
  let count = 0;
  const totalSums: Sums = new Map();
  for (const t of records) {
    if (!counts(t)) continue;
    const values = new Set([t.sub_id, t.sub_id_2, t.sub_id_3, t.sub_id_4, t.sub_id_5].filter((v): v is string => !!v));
    if (values.size === 0) continue;
    count++;
    addAmount(totalSums, t.currency, t.user_commission);
    for (const v of values) {
      const row = rowSums.get(v) ?? { n: 0, sums: new Map() };
      row.n++;
      addAmount(row.sums, t.currency, t.user_commission);
      rowSums.set(v, row);
    }
  }
  const rows = [...rowSums].map(([subId, { n, sums }]) => ({ subId, count: n, commission: amountsOf(sums) }));
  rows.sort((a, b) => compareAmounts(b.commission, a.commission) || a.subId.localeCompare(b.subId));
  return { rows, total: { count, commission: amountsOf(totalSums) } };
}
