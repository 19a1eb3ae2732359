// Money as integer minor units (paise, cents): sums never touch floats; strings are made only on the way out.

/** Rounds a / b half up, for a >= 0 and b > 0, in integers. */
export function divRound(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** 123450 -> "1234.50" (2 decimals: transactions, clicks, invoices, payouts). */
export function fixed2(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Report money: trailing zeros trimmed, so 40 -> "0.4" and 1200 -> "12". */
export function trimmed(minor: number): string {
  return fixed2(minor).replace(/\.?0+$/, '');
}

/** "1499", "1499.5", "1499.50" -> 149950; anything else (more than 2 decimals, signs, text) -> null. */
export function parseAmount(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return null;
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** `basisPoints` of `minor` (800 = 8%), rounded half up. */
export function percentOf(minor: number, basisPoints: number): number {
  return divRound(minor * basisPoints, 10_000);
}

/** INR paise to US cents at a rate given in paise per dollar. */
export function paiseToCents(paise: number, paisePerDollar: number): number {
  return divRound(paise * 100, paisePerDollar);
}

/** Conversion rate in percent, as a trimmed decimal: 3 of 120 -> "2.5". */
export function conversionRate(transactions: number, clicks: number): string {
  return clicks === 0 ? '0' : trimmed(divRound(transactions * 10_000, clicks));
}

/** Earnings per click in minor units, as a trimmed decimal: 1000 over 400 clicks -> "0.03". */
export function perClick(commissionMinor: number, clicks: number): string {
  return clicks === 0 ? '0' : trimmed(divRound(commissionMinor, clicks));
}
