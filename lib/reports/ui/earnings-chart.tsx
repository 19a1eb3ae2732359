import { useMemo } from 'preact/hooks';
import type uPlot from 'uplot';
import { compactMoney } from '../../../components/charts/axis-values';
import { Chart, type ChartOptions } from '../../../components/charts/chart';
import { fromZero, indexAxisLabels } from '../../../components/charts/stack';
import type { EarningsRow } from '../../core/api/schemas';
import { formatMoney } from '../../core/format/money';
import { t, tPlural } from '../../core/i18n';
import { EARNINGS_STATUS_INFO, EARNINGS_STATUSES, earningsChartData, earningsStatusLabel } from './earnings-series';

/**
 * Monthly earnings as stacked bars, pending at the bottom. uPlot has no stacking of its own: each status is drawn
 * as a bar up to its running sum, top band first, so every lower band is painted over the one above it.
 */
export function EarningsChart({ rows, currency }: { rows: EarningsRow[]; currency: string }) {
  const chart = useMemo(() => earningsChartData(rows), [rows]);
  const topFirst = [...EARNINGS_STATUSES].reverse();

  const options = useMemo(
    () =>
      (lib: typeof uPlot): ChartOptions => {
        const bars = lib.paths.bars?.({ size: [0.7, 48] });
        return {
          legend: { show: true },
          cursor: { points: { show: false } },
          scales: {
            x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
            y: { range: (_u, min, max) => fromZero(min, max) },
          },
          axes: [
            { values: (_u, splits) => indexAxisLabels(chart.months, splits), incrs: [1, 2, 3, 6, 12] },
            { values: (_u, splits) => splits.map((v) => compactMoney(v, currency)), size: 70 },
          ],
          series: [
            { label: t('reportsMonth'), value: (_u, x) => chart.months[x] ?? '' },
            ...topFirst.map((status) => ({
              label: earningsStatusLabel(status),
              fill: EARNINGS_STATUS_INFO[status].color,
              stroke: EARNINGS_STATUS_INFO[status].color,
              paths: bars,
              points: { show: false },
              // The legend shows the status's own amount, not the running sum that is drawn.
              value: (_u: uPlot, _v: number, _s: number, i: number | null) =>
                i === null ? '—' : formatMoney(String(chart.values[status][i] ?? 0), currency),
            })),
          ],
        };
      },
    [chart, currency],
  );

  const data = useMemo((): uPlot.AlignedData => {
    const x = chart.months.map((_, i) => i);
    return [x, ...topFirst.map((status) => chart.stacked[EARNINGS_STATUSES.indexOf(status)]!)];
  }, [chart]);

  const first = chart.months[0];
  const last = chart.months[chart.months.length - 1];
  const summary =
    first === undefined
      ? t('reportsNoMonthsToDraw')
      : last === undefined || last === first
        ? t('reportsEarningsChartOneMonth', first)
        : tPlural(chart.months.length, 'reportsEarningsChartMonths', first, last);

  return <Chart label={t('reportsEarningsChart')} summary={summary} options={options} data={data} />;
}
