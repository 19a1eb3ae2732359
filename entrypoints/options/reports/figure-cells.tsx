// The six figures the performance and campaign reports show for each row and for their totals.
import type { JSX } from 'preact';
import { MoneyCell } from '../../../components/money';
import { formatCount, formatPercent } from '../../../lib/format/money';
import { t } from '../../../lib/i18n';
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

/** Their sortable headers, made with the report's own `header` (see useReport). */
export function figureHeaders(header: (label: string, key: FigureSort) => JSX.Element) {
  return [
    header(t('reportsClicks'), 'clicks'),
    header(t('reportsTransactions'), 'transactions'),
    header(t('reportsCommission'), 'commission'),
    header(t('reportsSaleAmount'), 'sale_amount'),
    header(t('reportsCr'), 'cr'),
    header(t('reportsEpc'), 'epc'),
  ];
}

export function FigureCells({ figures: f, currency }: { figures: Figures; currency: string }) {
  return (
    <>
      <td class="num">{formatCount(f.clicks, currency)}</td>
      <td class="num">{formatCount(f.transactions, currency)}</td>
      <MoneyCell amount={f.commission} currency={currency} />
      <MoneyCell amount={f.sale_amount} currency={currency} />
      <td class="num">{formatPercent(f.cr)}</td>
      <MoneyCell amount={f.epc} currency={currency} />
    </>
  );
}
