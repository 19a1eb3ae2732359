import { describe, expect, it } from 'vitest';
import {
  dateRangeParams,
  knownStatus,
  optionalId,
  positiveId,
  rangeOrderProblem,
} from '../../../components/list/rules';
import { addDays, isFutureDay, yesterday } from '../../../lib/core/format/days';

describe('filter rules', () => {
  it('takes only whole numbers above 0 as IDs', () => {
    expect(positiveId(' 42 ')).toBe(42);
    for (const bad of ['0', '-1', '1.5', '4e2', 'abc', '', '99999999999999999999']) expect(positiveId(bad)).toBeNull();
    expect(optionalId('  ')).toEqual({ id: undefined });
    expect(optionalId('7')).toEqual({ id: 7 });
    expect(optionalId('x')).toBeNull();
  });

  it('refuses From after To, and sends only the dates that are set', () => {
    expect(rangeOrderProblem('2025-03-02', '2025-03-01')).toContain('2025-03-02');
    expect(rangeOrderProblem('2025-03-01', '2025-03-01')).toBeNull();
    expect(rangeOrderProblem('', '2025-03-01')).toBeNull();
    expect(dateRangeParams('2025-03-02', '2025-03-01')).toMatchObject({ field: 'from' });
    expect(dateRangeParams('2025-03-01', '')).toEqual({ params: { start_date: '2025-03-01' } });
    expect(dateRangeParams('', '')).toEqual({ params: {} });
  });

  it('filters by a status only when it is one of the list', () => {
    expect(knownStatus(['pending', 'paid'] as const, 'paid')).toBe('paid');
    expect(knownStatus(['pending', 'paid'] as const, '')).toBeUndefined();
    expect(knownStatus(['pending', 'paid'] as const, 'lost')).toBeUndefined();
  });

  it('counts days in UTC', () => {
    const now = new Date('2025-03-01T00:30:00Z');
    expect(yesterday(now)).toBe('2025-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(isFutureDay('2025-03-02', now)).toBe(true);
    expect(isFutureDay('2025-03-01', now)).toBe(false);
  });
});
