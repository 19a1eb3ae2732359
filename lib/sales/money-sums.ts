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

/** INR first, then the others by code (a fixed order, so that a total reads the same every time). */
export function byCurrency(a: string, b: string): number {
  return a === 'INR' ? -1 : b === 'INR' ? 1 : a.localeCompare(b);
}

export function amountsOf(sums: Sums): Amounts {
  const out: Amounts = {};
  for (const currency of [...sums.keys()].sort(byCurrency)) out[currency] = fromMinor(sums.get(currency)!);
  return out;
}

/** "₹1,240.00 + $14.50" (in the order of `amountsOf`); no amount at all reads as 0 in `fallbackCurrency`. */
export function formatAmounts(amounts: Amounts, fallbackCurrency = 'INR'): string {
  const parts = Object.entries(amounts).map(([currency, amount]) => formatMoney(amount, currency));
  return parts.length > 0 ? parts.join(' + ') : formatMoney('0.00', fallbackCurrency);
}
