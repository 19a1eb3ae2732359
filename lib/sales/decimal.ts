// Money as the API sends it (a decimal string with up to 2 places) summed exactly: as whole minor units (paise,
// cents) in a BigInt, never as floats, and written back as a decimal string for formatMoney.

/** `'1240.5'` -> 124050n; null, empty or malformed -> 0n (a USD transaction without a converted value adds nothing). */
export function toMinor(amount: string | null | undefined): bigint {
  if (!amount) return 0n;
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!m) return 0n;
  const minor = BigInt(m[2] as string) * 100n + BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  return m[1] ? -minor : minor;
}

/** 124050n -> `'1240.50'`. */
export function fromMinor(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

/** The exact sum of decimal strings. */
export function sumDecimals(amounts: Iterable<string | null | undefined>): string {
  let total = 0n;
  for (const a of amounts) total += toMinor(a);
  return fromMinor(total);
}
