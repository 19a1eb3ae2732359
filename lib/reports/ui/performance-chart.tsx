import { useMemo } from 'preact/hooks';
import { CountAndCommissionChart } from '../../../components/charts/count-and-commission-chart';
import { toDrawable } from '../../../components/charts/stack';
import type { PerformanceRow } from '../../core/api/schemas';
import { t } from '../../core/i18n';

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
  const first = chart.days[0];
  const last = chart.days[chart.days.length - 1];
  const summary =
    first === undefined ? t('reportsNoDaysToDraw') : t('reportsPerformanceChartSummary', first, last ?? first);
  return (
    <CountAndCommissionChart
      chart={{ days: chart.days, counts: chart.clicks, commission: [{ currency, values: chart.commission }] }}
      currency={currency}
      countLabel={t('reportsClicks')}
      countAxisSize={60}
      label={t('reportsPerformanceChart')}
      summary={summary}
    />
  );
}
