import { describe, expect, it } from 'vitest';
import { fromMinor, sumDecimals, toMinor } from '../../../lib/sales/decimal';

describe('decimal sums', () => {
  it('sums exactly where floats would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumDecimals(['0.10', '0.20'])).toBe('0.30');
    expect(sumDecimals(Array.from({ length: 1000 }, () => '0.01'))).toBe('10.00');
    expect(sumDecimals(['9007199254740991.99', '0.01'])).toBe('9007199254740992.00');
  });

  it('reads 0, 1 or 2 decimals and ignores nulls and malformed values', () => {
    expect(toMinor('12')).toBe(1200n);
    expect(toMinor('12.5')).toBe(1250n);
    expect(toMinor('-3.07')).toBe(-307n);
    expect(toMinor(null)).toBe(0n);
    expect(toMinor('1.234')).toBe(0n);
    expect(fromMinor(5n)).toBe('0.05');
    expect(fromMinor(-1250n)).toBe('-12.50');
  });
});
