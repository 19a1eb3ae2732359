// Money arrives as a decimal string and is shown as that exact amount, formatted in the account currency.
// Intl.NumberFormat formats a decimal *string* without going through a float, so no paise/cents are lost.
import { numberFormat } from './number-format';

function formatterFor(currency: string, fractionDigits?: number): Intl.NumberFormat {
  return numberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits ?? 2,
    maximumFractionDigits: Math.max(fractionDigits ?? 2, 2),
  });
}

/** `formatMoney('123456.5', 'INR')` -> `₹1,23,456.50`; `formatMoney('1234.5', 'USD')` -> `$1,234.50`. */
export function formatMoney(amount: string | null | undefined, currency: string | null | undefined): string {
  if (amount === null || amount === undefined || amount.trim() === '') return '—';
  const cur = currency && /^[A-Z]{3}$/.test(currency) ? currency : 'INR';
  const n = amount.trim();
  if (!/^-?\d+(\.\d+)?$/.test(n)) return amount;
  // Format the string itself (Intl's string-decimal input), not Number(n).
  return formatterFor(cur).format(n as unknown as number);
}

/**
 * A percentage from the API's decimal string (conversion rate), always with two decimals so a column reads as one
 * format: `'2.5'` -> `2.50%`, `'1.4285'` -> `1.43%`. Rounded from the string itself, never through a float sum.
 */
export function formatPercent(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(n)) return value;
  const percent = numberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${percent.format(n as unknown as number)}%`;
}

/** Whole numbers (clicks, transactions) with the grouping of the account's locale. */
export function formatCount(n: number, currency: string | null | undefined = 'INR'): string {
  return numberFormat(currency === 'USD' ? 'en-US' : 'en-IN').format(n);
}
