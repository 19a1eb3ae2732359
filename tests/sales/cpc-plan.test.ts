import { describe, expect, it } from 'vitest';
import { cpcDates, FIRST_WINDOW_DAYS, OLD_DATES_PER_DAY, RECHECK_MS, staleDates } from '../../lib/sales/cpc-plan';
import { INITIAL_DAYS } from '../../lib/sales/cursor';

describe('CPC dates', () => {
  const now = Date.parse('2026-06-18T09:30:00Z');
  const checked = (at: number, pending: number[] = []) => ({ pending, checkedAt: at, walk: null });

  it('today and yesterday every sync; days 2 to 14 once a day (13 requests a day)', () => {
    const first = cpcDates(now, {}, true);
    expect(first.slice(0, 2)).toEqual(['2026-06-18', '2026-06-17']);
    expect(first).toHaveLength(15);
    const dates = Object.fromEntries(first.map((d) => [d, checked(now)]));
    expect(cpcDates(now + 60_000, dates, true)).toEqual(['2026-06-18', '2026-06-17']);
    expect(cpcDates(now + RECHECK_MS, dates, true)).toHaveLength(15);
  });

  it('a date 20 days back with an undecided click is read once a day, even when CPC is no longer promoted', () => {
    const dates = { '2026-05-29': checked(now - RECHECK_MS, [7]) };
    expect(cpcDates(now, dates, false)).toEqual(['2026-05-29']);
    expect(cpcDates(now, { '2026-05-29': checked(now - 60_000, [7]) }, false)).toEqual([]);
    expect(cpcDates(now, { '2026-05-29': checked(now - RECHECK_MS, []) }, false)).toEqual([]);
    expect(staleDates({ '2026-05-29': checked(now, []), '2026-05-28': checked(now, [1]) }, now)).toEqual([
      '2026-05-29',
    ]);
  });

  it('at most OLD_DATES_PER_DAY older dates a day, the longest unchecked first', () => {
    const dates: Record<string, ReturnType<typeof checked>> = {};
    for (let i = 0; i < 30; i++) {
      dates[new Date(Date.parse('2026-01-01T00:00:00Z') + i * 86_400_000).toISOString().slice(0, 10)] = checked(
        now - RECHECK_MS - i * 1000,
        [i],
      );
    }
    const asked = cpcDates(now, dates, false);
    expect(asked).toHaveLength(OLD_DATES_PER_DAY);
    expect(asked[0]).toBe('2026-01-30');
  });

  it('the first window: every date back to 90 days, as far as the transactions, each read once', () => {
    expect(FIRST_WINDOW_DAYS).toBe(INITIAL_DAYS);
    const first = cpcDates(now, {}, true, true);
    expect(first).toHaveLength(91);
    expect(first.slice(0, 2)).toEqual(['2026-06-18', '2026-06-17']);
    // The transactions' first sync starts at 2026-03-20T09:30:00Z: the clicks of that UTC day are read too.
    expect(first.at(-1)).toBe('2026-03-20');
    // A worker stopped half-way: the dates already read are not asked again, the one under way is.
    const dates: Record<string, { pending?: number[]; checkedAt?: number | null; walk: unknown }> = Object.fromEntries(
      first.slice(0, 50).map((d) => [d, checked(now)]),
    );
    dates[first[50]!] = { walk: { page: 2 } };
    const resumed = cpcDates(now + 60_000, dates, true, true);
    expect(resumed.slice(0, 3)).toEqual(['2026-06-18', '2026-06-17', first[50]]);
    expect(resumed).toHaveLength(2 + 41);
    // Not promoting CPC, or the window read: only the usual plan.
    expect(cpcDates(now, {}, false, true)).toEqual([]);
    expect(cpcDates(now, {}, true, false)).toHaveLength(15);
  });

  it('never before 2024-02-29', () => {
    expect(cpcDates(Date.parse('2024-03-01T00:00:00Z'), {}, true)).toEqual(['2024-03-01', '2024-02-29']);
  });
});
