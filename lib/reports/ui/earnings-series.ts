// Earnings rows -> the stacked series the earnings chart draws (pure, so it is tested without a canvas).
import { stackSeries, toDrawable } from '../../../components/charts/stack';
import type { EarningsRow } from '../../core/api/schemas';
import { type MessageKey, t } from '../../core/i18n';

/** Bottom of the stack first. */
export const EARNINGS_STATUSES = ['pending', 'validated', 'payable', 'claimed', 'rejected'] as const;
export type EarningsStatus = (typeof EARNINGS_STATUSES)[number];

/** The spec's meaning of each status, for the legend (message keys: the words are looked up at use). */
export const EARNINGS_STATUS_INFO: Record<
  EarningsStatus,
  { labelKey: MessageKey; meaningKey: MessageKey; color: string }
> = {
  pending: { labelKey: 'reportsEarningsPending', meaningKey: 'reportsEarningsPendingMeaning', color: '#e0a526' },
  validated: { labelKey: 'reportsEarningsValidated', meaningKey: 'reportsEarningsValidatedMeaning', color: '#3a86d4' },
  payable: { labelKey: 'reportsEarningsPayable', meaningKey: 'reportsEarningsPayableMeaning', color: '#1f9e6e' },
  claimed: { labelKey: 'reportsEarningsClaimed', meaningKey: 'reportsEarningsClaimedMeaning', color: '#7b5cc4' },
  rejected: { labelKey: 'reportsEarningsRejected', meaningKey: 'reportsEarningsRejectedMeaning', color: '#d0524a' },
};

/** A status's name, as the legend, the chart and the table headers show it. */
export function earningsStatusLabel(status: EarningsStatus): string {
  return t(EARNINGS_STATUS_INFO[status].labelKey);
}

export interface EarningsChartData {
  /** YYYY-MM, oldest first. */
  months: string[];
  /** Each status's own amount per month (for the legend's values). */
  values: Record<EarningsStatus, number[]>;
  /** Running sums in EARNINGS_STATUSES order: stacked[i][m] is the top of status i's band in month m. */
  stacked: number[][];
}

export function earningsChartData(rows: readonly EarningsRow[]): EarningsChartData {
  const sorted = [...rows].sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
  const values = {} as Record<EarningsStatus, number[]>;
  for (const status of EARNINGS_STATUSES) values[status] = sorted.map((row) => toDrawable(row[status]));
  return {
    months: sorted.map((row) => row.month),
    values,
    stacked: stackSeries(EARNINGS_STATUSES.map((s) => values[s])),
  };
}
