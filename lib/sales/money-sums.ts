// Sums of money kept apart by currency: transactions follow the account currency (which can switch from INR to
// USD), CPC clicks are always INR. A total is shown as each currency's sum, joined: "₹1,240.00 + $14.50".
import { formatMoney } from '../format/money';
import { fromMinor, toMinor } from './decimal';

/** Decimal strings by currency code. */
export type Amounts = Record<string, string>;

/** Running sums by currency (exact minor units). */
export type Sums = Map<string, bigint>;

export function addAmount(sums: Sums, currency: string, amount: string | null | undefined): void {
  sums.set(currency, (sums.get(currency) ?? 0n) + toMinor(amount));
}

export function addSums(into: Sums, from: Sums): void {
  for (const [currency, minor] of from) into.set(currency, (into.get(currency) ?? 0n) + minor);
}

/** INR first, then the others by code (a fixed order, so that a total reads the same every time). */
function byCurrency(a: string, b: string): number {
  return a === b ? 0 : a === 'INR' ? -1 : b === 'INR' ? 1 : a < b ? -1 : 1;
}

export function amountsOf(sums: Sums): Amounts {
  const out: Amounts = {};
  for (const currency of [...sums.keys()].sort(byCurrency)) out[currency] = fromMinor(sums.get(currency)!);
  return out;
}

/** "₹1,240.00 + $14.50"; no amount at all reads as 0 in `fallbackCurrency`. */
export function formatAmounts(amounts: Amounts, fallbackCurrency = 'INR'): string {
  const parts = Object.keys(amounts)
    .sort(byCurrency)
    .map((currency) => formatMoney(amounts[currency]!, currency));
  return parts.length > 0 ? parts.join(' + ') : formatMoney('0.00', fallbackCurrency);
}

/** For sorting: INR amounts first, then the other currencies in order (never added together). */
export function compareAmounts(a: Amounts, b: Amounts): number {
  for (const currency of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort(byCurrency)) {
    const x = toMinor(a[currency] ?? '0');
    const y = toMinor(b[currency] ?? '0');
    if (x !== y) return x > y ? 1 : -1;
  }
  return 0;
}
