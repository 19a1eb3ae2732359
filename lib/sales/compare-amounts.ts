// The order of two per-currency totals (Options: History sorted by commission, Earnings by sub ID); apart from
// money-sums.ts so that the background does not carry it.
import { toMinor } from './decimal';
import { type Amounts, byCurrency } from './money-sums';

/** For sorting: INR amounts first, then the other currencies in order (never added together). */
export function compareAmounts(a: Amounts, b: Amounts): number {
  for (const currency of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort(byCurrency)) {
    const x = toMinor(a[currency] ?? '0');
    const y = toMinor(b[currency] ?? '0');
    if (x !== y) return x > y ? 1 : -1;
  }
  return 0;
}
