import { describe, expect, it } from 'vitest';
import { fromZero, indexAxisLabels, stackSeries, toDrawable } from '../../../components/charts/stack';
import { earningsChartData } from '../../../lib/reports/ui/earnings-series';
import { performanceChartData } from '../../../lib/reports/ui/performance-chart';
import { earningsRow, performanceRow } from '../../support/options/record-fixtures';

describe('chart data', () => {
  it('stacks series as running sums', () => {
    expect(
      stackSeries([
        [1, 2, 0],
        [10, 0, 5],
        [100, 1, 1],
      ]),
    ).toEqual([
      [1, 2, 0],
      [11, 2, 5],
      [111, 3, 6],
    ]);
    expect(stackSeries([])).toEqual([]);
  });

  it('turns earnings rows (any order) into months oldest first, stacked pending at the bottom', () => {
    const data = earningsChartData([
      earningsRow('2025-02', { pending: '10', validated: '20', payable: '0.5', claimed: '100', rejected: '1' }),
      earningsRow('2024-12', { pending: '1', validated: '2', payable: '3', claimed: '4', rejected: '5' }),
      earningsRow('2025-01', { pending: '0', validated: '0', payable: '0', claimed: '0', rejected: '0' }),
    ]);
    expect(data.months).toEqual(['2024-12', '2025-01', '2025-02']);
    expect(data.values.pending).toEqual([1, 0, 10]);
    expect(data.values.payable).toEqual([3, 0, 0.5]);
    // pending, +validated, +payable, +claimed, +rejected
    expect(data.stacked).toEqual([
      [1, 0, 10],
      [3, 0, 30],
      [6, 0, 30.5],
      [10, 0, 130.5],
      [15, 0, 131.5],
    ]);
  });

  it('orders performance days oldest first for the daily chart', () => {
    const data = performanceChartData([
      performanceRow('2025-03-02', { clicks: 5, commission: '1.5' }),
      performanceRow('2025-03-01', { clicks: 7, commission: '0' }),
    ]);
    expect(data).toEqual({ days: ['2025-03-01', '2025-03-02'], clicks: [7, 5], commission: [0, 1.5] });
  });

  it('reads decimal strings only for drawing, unreadable ones as 0', () => {
    expect(toDrawable('1200.5')).toBe(1200.5);
    expect(toDrawable(null)).toBe(0);
    expect(toDrawable('n/a')).toBe(0);
    expect(indexAxisLabels(['a', 'b'], [0, 0.5, 1, 2])).toEqual(['a', '', 'b', '']);
  });
});

describe('fromZero', () => {
  it('keeps 0 on the axis with a little headroom', () => {
    expect(fromZero(90, 300)).toEqual([0, 315]);
    expect(fromZero(-10, 10)).toEqual([-10, 11]);
    expect(fromZero(0, 0)).toEqual([0, 1.05]);
  });
});
