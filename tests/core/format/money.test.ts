import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatPercent } from '../../../lib/core/format/money';

describe('formatMoney', () => {
  it('groups INR the Indian way with the rupee sign', () => {
    expect(formatMoney('123456.5', 'INR')).toBe('₹1,23,456.50');
    expect(formatMoney('0.4', 'INR')).toBe('₹0.40');
  });
  it('shows USD with the dollar sign and western grouping', () => {
    expect(formatMoney('1234567.25', 'USD')).toBe('$1,234,567.25');
    expect(formatMoney('-3', 'USD')).toBe('-$3.00');
  });
  it('keeps every digit of a large decimal string (no float rounding of the integer part)', () => {
    expect(formatMoney('12345678901234567.25', 'USD')).toBe('$12,345,678,901,234,567.25');
  });
  it('shows a dash for a missing value and the raw text for a non-decimal', () => {
    expect(formatMoney(null, 'INR')).toBe('—');
    expect(formatMoney('', 'INR')).toBe('—');
    expect(formatMoney('n/a', 'INR')).toBe('n/a');
  });
  it('falls back to INR for a missing or odd currency code', () => {
    expect(formatMoney('10', undefined)).toBe('₹10.00');
    expect(formatMoney('10', 'rupees')).toBe('₹10.00');
  });
});

describe('formatPercent and formatCount', () => {
  it('formats a rate and counts by currency locale', () => {
    // One format for a whole column: two decimals, whatever precision the API sent.
    expect(['2.5', '1.4285', '0', '12'].map(formatPercent)).toEqual(['2.50%', '1.43%', '0.00%', '12.00%']);
    expect(formatPercent(null)).toBe('—');
    expect(formatPercent('n/a')).toBe('n/a');
    expect(formatCount(1234567, 'INR')).toBe('12,34,567');
    expect(formatCount(1234567, 'USD')).toBe('1,234,567');
  });
});
