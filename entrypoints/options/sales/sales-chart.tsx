// Sales, day by day, above the synced sales' table: each day's sales (bars) and their commission (line), from the
// local copy. Commission counts sales in the copy's currency only (a sum of two currencies would be no amount);
// rejected sales are counted as sales but add no commission, as the reports count them.
import { useMemo } from 'preact/hooks';
import type uPlot from 'uplot';
import { Chart, type ChartOptions } from '../../../components/charts/chart';
import { fromZero, indexAxisLabels, toDrawable } from '../../../components/charts/stack';
import { formatCount, formatMoney } from '../../../lib/format/money';
import { t } from '../../../lib/i18n';
import type { StoredSale } from '../../../lib/sales/changes';
import { sumDecimals } from '../../../lib/sales/decimal';
import { compactCount, compactMoney } from '../reports/chart-axis';

const SALES_COLOR = '#3a86d4';
const COMMISSION_COLOR = '#1f9e6e';

export interface SalesByDay {
  /** YYYY-MM-DD, oldest first, every day from the first sale to the last (days without sales are 0). */
  days: string[];
  sales: number[];
  commission: string[];
}

const DAY_MS = 86_400_000;

export function salesByDay(sales: readonly StoredSale[], currency: string): SalesByDay {
  const byDay = new Map<string, StoredSale[]>();
  for (const s of sales) {
    const list = byDay.get(s.transaction_date);
    if (list) list.push(s);
    else byDay.set(s.transaction_date, [s]);
  }
  const known = [...byDay.keys()].sort();
  const first = known[0];
  const last = known[known.length - 1];
  const days: string[] = [];
  if (first && last) {
    for (let ms = Date.parse(`${first}T00:00:00Z`); ms <= Date.parse(`${last}T00:00:00Z`); ms += DAY_MS) {
      days.push(new Date(ms).toISOString().slice(0, 10));
    }
  }
  return {
    days,
    sales: days.map((d) => byDay.get(d)?.length ?? 0),
    commission: days.map((d) =>
      sumDecimals(
        (byDay.get(d) ?? [])
          .filter((s) => s.currency === currency && s.status !== 'rejected')
          .map((s) => s.user_commission),
      ),
    ),
  };
}

export function SalesChart({ sales, currency }: { sales: readonly StoredSale[]; currency: string }) {
  const chart = useMemo(() => salesByDay(sales, currency), [sales, currency]);
  const options = useMemo(
    () =>
      (lib: typeof uPlot): ChartOptions => ({
        legend: { show: true },
        scales: {
          x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
          sales: { range: (_u, min, max) => fromZero(min, max) },
          money: { range: (_u, min, max) => fromZero(min, max) },
        },
        axes: [
          {
            values: (_u, splits) => indexAxisLabels(chart.days, splits).map((d) => d.slice(5)),
            incrs: [1, 2, 7, 14, 28],
          },
          { scale: 'sales', label: t('salesChartSales'), values: (_u, splits) => splits.map(compactCount), size: 50 },
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
            label: t('salesChartSales'),
            scale: 'sales',
            fill: `${SALES_COLOR}99`,
            stroke: SALES_COLOR,
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
  const data = useMemo(
    (): uPlot.AlignedData => [chart.days.map((_, i) => i), chart.sales, chart.commission.map(toDrawable)],
    [chart],
  );
  if (chart.days.length === 0) return null;
  const summary = t('salesChartSummary', chart.days[0]!, chart.days[chart.days.length - 1]!);
  return <Chart label={t('salesChart')} summary={summary} options={options} data={data} />;
}
