import { describe, expect, it } from 'vitest';
import { cpcDates, OLDER_EVERY_MS } from '../../../lib/sales/cpc-plan';

describe('CPC dates', () => {
  const now = Date.parse('2026-06-18T09:30:00Z');
  it('today and yesterday every sync; the older days once a day', () => {
    const first = cpcDates(now, null);
    expect(first.dates.slice(0, 2)).toEqual(['2026-06-18', '2026-06-17']);
    expect(first.dates).toHaveLength(15);
    expect(cpcDates(now + 60_000, now)).toEqual({ dates: ['2026-06-18', '2026-06-17'], older: false });
    expect(cpcDates(now + OLDER_EVERY_MS, now).older).toBe(true);
  });

  it('never before 2024-02-29', () => {
    expect(cpcDates(Date.parse('2024-03-01T00:00:00Z'), null).dates).toEqual(['2024-03-01', '2024-02-29']);
  });
});
