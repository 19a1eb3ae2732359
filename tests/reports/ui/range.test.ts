import { describe, expect, it } from 'vitest';
import { defaultDailyRange, defaultEarningsRange, rangeProblem } from '../../../lib/reports/ui/range';

const NOW = new Date('2025-03-15T10:00:00Z');

describe('report ranges', () => {
  it('defaults to the last 30 days ending yesterday, and earnings to the last 14 months', () => {
    expect(defaultDailyRange(NOW)).toEqual({ from: '2025-02-13', to: '2025-03-14' });
    expect(defaultEarningsRange(NOW)).toEqual({ from: '2024-02-01', to: '2025-03-14' });
    expect(defaultEarningsRange(new Date('2025-01-01T00:30:00Z'))).toEqual({ from: '2023-11-01', to: '2024-12-31' });
  });

  it('allows 90 calendar days, From and To included, and refuses 91', () => {
    expect(rangeProblem('daily', { from: '2024-01-01', to: '2024-03-30' })).toBeNull();
    expect(rangeProblem('daily', { from: '2024-01-01', to: '2024-03-31' })).toMatch(/at most 90 days.*91 days/);
  });

  it('allows 24 whole months of earnings and refuses 25', () => {
    expect(rangeProblem('monthly', { from: '2023-01-20', to: '2024-12-02' })).toBeNull();
    expect(rangeProblem('monthly', { from: '2023-01-20', to: '2025-01-02' })).toMatch(
      /at most 24 months, and 2023-01 to 2025-01 is 25 months/,
    );
  });

  it('refuses From after To, missing and impossible dates', () => {
    expect(rangeProblem('daily', { from: '2024-02-02', to: '2024-02-01' })).toMatch(/From \(2024-02-02\) is after To/);
    expect(rangeProblem('monthly', { from: '', to: '2024-02-01' })).toMatch(/both/);
    expect(rangeProblem('daily', { from: '2023-02-29', to: '2023-03-01' })).toMatch(/not a real date/);
  });
});
