// Money as the API sends it (a decimal string; the spec says 2 places, but a third must not turn it into 0) summed
// exactly: as whole millionths in a BigInt, never as floats, and written back as a decimal string for formatMoney.
// Sums are per currency (money-sums.ts): an amount never meets one of another currency.

const PLACES = 6;
const SCALE = 10n ** BigInt(PLACES);

/** `'1240.5'` -> 1240500000n; `'10.125'` -> 10125000n; null, empty or malformed -> 0n (no converted value). */
export function toMinor(amount: string | null | undefined): bigint {
  if (!amount) return 0n;
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!m) return 0n;
  const fraction = (m[3] ?? '').slice(0, PLACES).padEnd(PLACES, '0');
  const minor = BigInt(m[2] as string) * SCALE + BigInt(fraction);
  return m[1] ? -minor : minor;
}

/** 1240500000n -> `'1240.50'`; 10125000n -> `'10.125'` (at least 2 places, more only when they are not 0). */
export function fromMinor(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = abs / SCALE;
  const fraction = (abs % SCALE).toString().padStart(PLACES, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** The exact sum of decimal strings (of one currency). */
export function sumDecimals(amounts: Iterable<string | null | undefined>): string {
  let total = 0n;
  for (const a of amounts) total += toMinor(a);
  return fromMinor(total);
}
