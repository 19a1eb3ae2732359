// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addMonths } from '../../sandbox/dates';
import { conversionRate, fixed2, parseAmount, perClick, trimmed } from '../../sandbox/money';

describe('sandbox money and dates', () => {
  it('formats minor units with 2 decimals, or trimmed for reports', () => {
    expect(fixed2(123450)).toBe('1234.50');
    expect(fixed2(5)).toBe('0.05');
    expect(fixed2(-5)).toBe('-0.05');
    expect(trimmed(40)).toBe('0.4');
    expect(trimmed(1200)).toBe('12');
    expect(trimmed(0)).toBe('0');
    expect(trimmed(1205)).toBe('12.05');
  });

  it('reads amounts exactly, refusing more than 2 decimals', () => {
    expect(parseAmount('1499.5')).toBe(149950);
    expect(parseAmount(1600)).toBe(160000);
    expect(parseAmount('0.10')).toBe(10);
    expect(parseAmount('12.345')).toBeNull();
    expect(parseAmount('-3')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });

  it('computes cr and epc rounded half up', () => {
    expect(conversionRate(3, 120)).toBe('2.5');
    expect(conversionRate(1, 3)).toBe('33.33');
    expect(conversionRate(0, 0)).toBe('0');
    expect(perClick(1000, 400)).toBe('0.03');
    expect(perClick(5, 2)).toBe('0.03');
  });

  it('adds calendar months, clamping to the month’s end', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-11-30', 3)).toBe('2025-02-28');
    expect(addMonths('2025-05-19', 3)).toBe('2025-08-19');
  });
});
