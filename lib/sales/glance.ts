// The popup's view of the local copy: per-day totals in one small storage.local record (written by the background
// after a sync), and the sums of Sales today / Sales this month, per currency (a currency switch mixes nothing).
// Kept apart from totals.ts so that the popup loads only this.
import { formatMoney } from '../core/format/money';
import { fromMinor, toMinor } from './decimal';

export const SALES_GLANCE_RECORD = 'salesGlance';

/** Per `transaction_date`, per currency: [number of sales, commission in minor units (decimal.ts) as a string]. */
export type DayTotals = Record<string, Record<string, [number, string]>>;

/** What the popup reads (storage.local `salesGlance`): small, so opening the popup reads one record and sums. */
export interface SalesGlance {
  version: 2;
  /** The account currency: what an empty total is shown in. */
  currency: string;
  days: DayTotals;
}

export interface Total {
  count: number;
  /** Decimal strings by currency. */
  commission: Record<string, string>;
}

/** The days of `days` whose date starts with `prefix` ("2026-11-24" for a day, "2026-11" for its month). */
export function totalOf(days: DayTotals, prefix: string): Total {
  let count = 0;
  const minor: Sums = new Map();
  for (const [date, byCurrency] of Object.entries(days)) {
    if (!date.startsWith(prefix)) continue;
    for (const [currency, [n, m]] of Object.entries(byCurrency)) {
      count += n;
      minor.set(currency, (minor.get(currency) ?? 0n) + BigInt(m));
    }
  }
  return { count, commission: amountsOf(minor) };
}

/** The browser's local date, YYYY-MM-DD (a sale counts on the day of its transaction_date). */
export function localDate(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The stored record, or null when there is none (sales not synced) or it is not one of this version. */
export function parseGlance(raw: unknown): SalesGlance | null {
  if (!raw || typeof raw !== 'object') return null;
  const g = raw as Partial<SalesGlance>;
  return g.version === 2 && typeof g.currency === 'string' && g.days && typeof g.days === 'object'
    ? (g as SalesGlance)
    : null;
}

// Sums of money kept apart by currency (re-exported by money-sums.ts; here so that the popup and the background load
// one chunk for both).

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
