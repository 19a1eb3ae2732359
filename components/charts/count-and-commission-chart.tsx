// A count per day (bars, left axis) and the day's commission (line, right axis): the Performance report's clicks
// and the Sales section's sales.
import { useMemo } from 'preact/hooks';
import type uPlot from 'uplot';
import { formatCount, formatMoney } from '../../lib/core/format/money';
import { t } from '../../lib/core/i18n';
import { compactCount, compactMoney } from './axis-values';
import { Chart, type ChartOptions } from './chart';
import { fromZero, indexAxisLabels } from './stack';

const COUNT_COLOR = '#3a86d4';
const COMMISSION_COLOR = '#1f9e6e';

export interface CountAndCommission {
  /** YYYY-MM-DD, oldest first. */
  days: readonly string[];
  counts: readonly number[];
  /** Drawable numbers (`toDrawable`). */
  commission: readonly number[];
}

interface Props {
  chart: CountAndCommission;
  currency: string;
  /** What the bars count ("Clicks", "Sales"): the axis' and the legend's words. */
  countLabel: string;
  /** The left axis' width in pixels. */
  countAxisSize: number;
  /** The chart's accessible name and its summary. */
  label: string;
  summary: string;
}

export function CountAndCommissionChart({ chart, currency, countLabel, countAxisSize, label, summary }: Props) {
  const options = useMemo(
    () =>
      (lib: typeof uPlot): ChartOptions => ({
        legend: { show: true },
        scales: {
          x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
          count: { range: (_u, min, max) => fromZero(min, max) },
          money: { range: (_u, min, max) => fromZero(min, max) },
        },
        axes: [
          {
            values: (_u, splits) => indexAxisLabels(chart.days, splits).map((d) => d.slice(5)),
            incrs: [1, 2, 7, 14, 28],
          },
          { scale: 'count', label: countLabel, values: (_u, splits) => splits.map(compactCount), size: countAxisSize },
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
            label: countLabel,
            scale: 'count',
            fill: `${COUNT_COLOR}99`,
            stroke: COUNT_COLOR,
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
    [chart, currency, countLabel, countAxisSize],
  );
  const data = useMemo(
    (): uPlot.AlignedData => [chart.days.map((_, i) => i), [...chart.counts], [...chart.commission]],
    [chart],
  );
  return <Chart label={label} summary={summary} options={options} data={data} />;
}
