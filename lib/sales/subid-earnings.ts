// Earnings by sub ID (Options -> Sales): per sub ID value, sales and commission per currency. Apart from totals.ts
// so that the background, which writes only the day totals, does not carry it.

import { compareAmounts } from './compare-amounts';
import type { Total } from './glance';
import { type Amounts, addAmount, amountsOf, type Sums } from './money-sums';
import { type Countable, counts } from './totals';

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
