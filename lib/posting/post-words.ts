// Prices, dates and times as a deal post writes them, in the account's locale: "₹499" (no needless decimals),
// "₹1,299.50", "10 Dec", "14:05". Pure.
import { numberFormat } from '../core/format/number-format';

const localeOf = (currency: string) => (currency === 'INR' ? 'en-IN' : 'en-US');

/** `499` -> "₹499", `1299.5` -> "₹1,299.50": a whole amount without decimals, any other with two. */
export function priceWords(amount: number, currency: string): string {
  const cur = /^[A-Z]{3}$/.test(currency) ? currency : 'INR';
  const whole = Number.isInteger(amount);
  try {
    return numberFormat(localeOf(cur), {
      style: 'currency',
      currency: cur,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(amount);
  } catch {
    return `${cur} ${amount}`;
  }
}

/** "2026-12-10" (or an ISO time) -> "10 Dec" (the calendar date as written, whatever the time zone). */
export function shortDate(value: string, currency: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return value;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(localeOf(currency), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/** An ISO time -> "14:05" in the browser's time zone. */
export function clockTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}
