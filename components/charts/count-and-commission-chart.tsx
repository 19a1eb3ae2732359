// A count per day (bars, left axis) and the day's commission (a line per currency, each on its own right axis: two
// currencies are two amounts, never one sum): the Performance report's clicks and the Sales section's sales.
import { useMemo } from 'preact/hooks';
import type uPlot from 'uplot';
import { formatCount, formatMoney } from '../../lib/core/format/money';
import { t } from '../../lib/core/i18n';
import { compactCount, compactMoney } from './axis-values';
import { Chart, type ChartOptions } from './chart';
import { fromZero, indexAxisLabels } from './stack';

const COUNT_COLOR = '#3a86d4';
const COMMISSION_COLORS = ['#1f9e6e', '#c2571a', '#8e44ad'];

/** One currency's commission per day. */
export interface CommissionLine {
  currency: string;
  /** Drawable numbers (`toDrawable`), one per day. */
  values: readonly number[];
}

export interface CountAndCommission {
  /** YYYY-MM-DD, oldest first. */
  days: readonly string[];
  counts: readonly number[];
  /** One line per currency; one line is named "Commission", several by their currency. */
  commission: readonly CommissionLine[];
}

/** Each commission line's scale, words and colour. */
export function commissionLines(lines: readonly CommissionLine[]) {
  return lines.map((line, i) => ({
    ...line,
    scale: `money-${line.currency}`,
    label: lines.length > 1 ? t('chartCommissionIn', line.currency) : t('commonCommission'),
    color: COMMISSION_COLORS[i % COMMISSION_COLORS.length]!,
  }));
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
  const lines = useMemo(() => commissionLines(chart.commission), [chart]);
  const options = useMemo(
    () =>
      (lib: typeof uPlot): ChartOptions => ({
        legend: { show: true },
        scales: {
          x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
          count: { range: (_u, min, max) => fromZero(min, max) },
          ...Object.fromEntries(
            lines.map((line) => [line.scale, { range: (_u: uPlot, min: number, max: number) => fromZero(min, max) }]),
          ),
        },
        axes: [
          {
            values: (_u, splits) => indexAxisLabels(chart.days, splits).map((d) => d.slice(5)),
            incrs: [1, 2, 7, 14, 28],
          },
          { scale: 'count', label: countLabel, values: (_u, splits) => splits.map(compactCount), size: countAxisSize },
          ...lines.map((line) => ({
            scale: line.scale,
            side: 1,
            label: line.label,
            values: (_u: uPlot, splits: number[]) => splits.map((v) => compactMoney(v, line.currency)),
            size: 70,
            grid: { show: false },
          })),
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
          ...lines.map((line) => ({
            label: line.label,
            scale: line.scale,
            stroke: line.color,
            width: 2,
            value: (_u: uPlot, v: number | null) =>
              v === null || v === undefined ? '—' : formatMoney(String(v), line.currency),
          })),
        ],
      }),
    [chart, lines, currency, countLabel, countAxisSize],
  );
  const data = useMemo(
    (): uPlot.AlignedData => [
      chart.days.map((_, i) => i),
      [...chart.counts],
      ...chart.commission.map((line) => [...line.values]),
    ],
    [chart],
  );
  return <Chart label={label} summary={summary} options={options} data={data} />;
}
