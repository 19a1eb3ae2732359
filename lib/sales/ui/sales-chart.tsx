// Sales, day by day, above the synced sales' table: each day's sales (bars) and their commission, one line per
// currency, like the totals (a USD account's older INR sales, and its new USD ones, are two amounts, never one sum);
// rejected sales are counted as sales but add no commission, as the reports count them.
import { useMemo } from 'preact/hooks';
import { CountAndCommissionChart } from '../../../components/charts/count-and-commission-chart';
import { toDrawable } from '../../../components/charts/stack';
import { t } from '../../core/i18n';
import type { StoredSale } from '../changes';
import { sumDecimals } from '../decimal';

export interface SalesByDay {
  /** YYYY-MM-DD, oldest first, every day from the first sale to the last (days without sales are 0). */
  days: string[];
  /** Every sale of the day, whatever its currency. */
  sales: number[];
  /** Per currency of the sales (`first` first, then by code): the day's commission, a decimal string per day. */
  commission: { currency: string; amounts: string[] }[];
}

const DAY_MS = 86_400_000;

export function salesByDay(sales: readonly StoredSale[], first: string): SalesByDay {
  const byDay = new Map<string, StoredSale[]>();
  const currencies = new Set<string>();
  for (const s of sales) {
    currencies.add(s.currency);
    const list = byDay.get(s.transaction_date);
    if (list) list.push(s);
    else byDay.set(s.transaction_date, [s]);
  }
  const known = [...byDay.keys()].sort();
  const from = known[0];
  const to = known[known.length - 1];
  const days: string[] = [];
  if (from && to) {
    for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += DAY_MS) {
      days.push(new Date(ms).toISOString().slice(0, 10));
    }
  }
  const order = [...currencies].sort((a, b) => Number(b === first) - Number(a === first) || a.localeCompare(b));
  return {
    days,
    sales: days.map((d) => byDay.get(d)?.length ?? 0),
    commission: order.map((currency) => ({
      currency,
      amounts: days.map((d) =>
        sumDecimals(
          (byDay.get(d) ?? [])
            .filter((s) => s.currency === currency && s.status !== 'rejected')
            .map((s) => s.user_commission),
        ),
      ),
    })),
  };
}

export function SalesChart({ sales, currency }: { sales: readonly StoredSale[]; currency: string }) {
  const chart = useMemo(() => salesByDay(sales, currency), [sales, currency]);
  const drawn = useMemo(
    () => ({
      days: chart.days,
      counts: chart.sales,
      commission: chart.commission.map((line) => ({ currency: line.currency, values: line.amounts.map(toDrawable) })),
    }),
    [chart],
  );
  if (chart.days.length === 0) return null;
  return (
    <CountAndCommissionChart
      chart={drawn}
      currency={currency}
      countLabel={t('salesChartSales')}
      countAxisSize={50}
      label={t('salesChart')}
      summary={t('salesChartSummary', chart.days[0]!, chart.days[chart.days.length - 1]!)}
    />
  );
}
