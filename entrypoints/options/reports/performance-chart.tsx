import { useMemo } from 'preact/hooks';
import type uPlot from 'uplot';
import { Chart, type ChartOptions } from '../../../components/charts/chart';
import { fromZero, indexAxisLabels, toDrawable } from '../../../components/charts/stack';
import type { PerformanceRow } from '../../../lib/api/schemas';
import { formatCount, formatMoney } from '../../../lib/format/money';
import { t } from '../../../lib/i18n';
import { compactCount, compactMoney } from './chart-axis';

const CLICKS_COLOR = '#3a86d4';
const COMMISSION_COLOR = '#1f9e6e';

export interface PerformanceChartData {
  /** YYYY-MM-DD, oldest first. */
  days: string[];
  clicks: number[];
  commission: number[];
}

export function performanceChartData(rows: readonly PerformanceRow[]): PerformanceChartData {
  const sorted = [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return {
    days: sorted.map((r) => r.date),
    clicks: sorted.map((r) => r.clicks),
    commission: sorted.map((r) => toDrawable(r.commission)),
  };
}

/** Daily clicks (bars, left axis) and commission (line, right axis). */
export function PerformanceChart({ rows, currency }: { rows: PerformanceRow[]; currency: string }) {
  const chart = useMemo(() => performanceChartData(rows), [rows]);

  const options = useMemo(
    () =>
      (lib: typeof uPlot): ChartOptions => ({
        legend: { show: true },
        scales: {
          x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
          clicks: { range: (_u, min, max) => fromZero(min, max) },
          money: { range: (_u, min, max) => fromZero(min, max) },
        },
        axes: [
          {
            values: (_u, splits) => indexAxisLabels(chart.days, splits).map((d) => d.slice(5)),
            incrs: [1, 2, 7, 14, 28],
          },
          { scale: 'clicks', label: t('reportsClicks'), values: (_u, splits) => splits.map(compactCount), size: 60 },
          {
            scale: 'money',
            side: 1,
            label: t('commonCommission'),
            values: (_u, splits) => splits.map((v) => compactMoney(v, currency)),
            size: 70,
            grid: { show: false },
          },
        ],
        series: [
          { label: t('commonDate'), value: (_u, x) => chart.days[x] ?? '' },
          {
            label: t('reportsClicks'),
            scale: 'clicks',
            fill: `${CLICKS_COLOR}99`,
            stroke: CLICKS_COLOR,
            paths: lib.paths.bars?.({ size: [0.6, 32] }),
            points: { show: false },
            value: (_u, v) => (v === null || v === undefined ? '—' : formatCount(v, currency)),
          },
          {
            label: t('commonCommission'),
            scale: 'money',
            stroke: COMMISSION_COLOR,
            width: 2,
            value: (_u, v) => (v === null || v === undefined ? '—' : formatMoney(String(v), currency)),
          },
        ],
      }),
    [chart, currency],
  );

  const data = useMemo((): uPlot.AlignedData => [chart.days.map((_, i) => i), chart.clicks, chart.commission], [chart]);

  const first = chart.days[0];
  const last = chart.days[chart.days.length - 1];
  const summary =
    first === undefined ? t('reportsNoDaysToDraw') : t('reportsPerformanceChartSummary', first, last ?? first);

  return <Chart label={t('reportsPerformanceChart')} summary={summary} options={options} data={data} />;
}
