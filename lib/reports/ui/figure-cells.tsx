// The six figures the performance and campaign reports show for each row and for their totals.
import type { ComponentChildren } from 'preact';
import type { Column } from '../../../components/list/data-table';
import { Money } from '../../../components/money';
import { formatCount, formatPercent } from '../../core/format/money';
import { t } from '../../core/i18n';
import type { SortOf } from './use-report';

export interface Figures {
  clicks: number;
  transactions: number;
  commission: string;
  sale_amount: string;
  cr: string;
  epc: string;
}

type FigureSort = SortOf<'performanceReport'> & SortOf<'campaignReport'>;

/** Their sortable columns, each with its cell in the totals row. */
export function figureColumns(currency: string): Column<Figures, Figures, FigureSort>[] {
  const count = (pick: (f: Figures) => number) => (f: Figures) => formatCount(pick(f), currency);
  const money = (pick: (f: Figures) => string) => (f: Figures) => <Money amount={pick(f)} currency={currency} />;
  const column = (label: string, sortKey: FigureSort, cell: (f: Figures) => ComponentChildren) => ({
    label,
    num: true,
    sortKey,
    cell,
    total: cell,
  });
  return [
    column(
      t('reportsClicks'),
      'clicks',
      count((f) => f.clicks),
    ),
    column(
      t('commonTransactions'),
      'transactions',
      count((f) => f.transactions),
    ),
    column(
      t('commonCommission'),
      'commission',
      money((f) => f.commission),
    ),
    column(
      t('commonSaleAmount'),
      'sale_amount',
      money((f) => f.sale_amount),
    ),
    column(t('reportsCr'), 'cr', (f) => formatPercent(f.cr)),
    column(
      t('reportsEpc'),
      'epc',
      money((f) => f.epc),
    ),
  ];
}
