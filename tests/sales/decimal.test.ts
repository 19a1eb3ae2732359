import { describe, expect, it } from 'vitest';
import { fromMinor, sumDecimals, toMinor } from '../../lib/sales/decimal';

describe('decimal sums', () => {
  it('sums exactly where floats would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumDecimals(['0.10', '0.20'])).toBe('0.30');
    expect(sumDecimals(Array.from({ length: 1000 }, () => '0.01'))).toBe('10.00');
    expect(sumDecimals(['9007199254740991.99', '0.01'])).toBe('9007199254740992.00');
  });

  it('reads 0, 1, 2 or more decimals and ignores nulls and malformed values', () => {
    expect(fromMinor(toMinor('12'))).toBe('12.00');
    expect(fromMinor(toMinor('12.5'))).toBe('12.50');
    expect(fromMinor(toMinor('-3.07'))).toBe('-3.07');
    expect(toMinor(null)).toBe(0n);
    expect(toMinor('1,5')).toBe(0n);
    expect(fromMinor(toMinor('0.05'))).toBe('0.05');
  });

  it('10.125 is not counted as 0', () => {
    expect(toMinor('10.125')).toBeGreaterThan(0n);
    expect(sumDecimals(['10.125', '0.875'])).toBe('11.00');
    expect(sumDecimals(['10.125'])).toBe('10.125');
  });
});
