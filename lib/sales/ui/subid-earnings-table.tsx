// Earnings by sub ID: which links and posts earn (one row per sub ID value in any slot; rejected not counted).
import { useMemo } from 'preact/hooks';
import { type Column, DataTable } from '../../../components/list/data-table';
import { toCsv } from '../../core/csv';
import { formatCount } from '../../core/format/money';
import { t } from '../../core/i18n';
import { downloadText } from '../../records/ui/download';
import type { StoredSale } from '../changes';
import { formatAmounts } from '../money-sums';
import { type SubIdRow, subIdEarnings } from '../subid-earnings';
import { subIdCsvColumns } from './sales-csv';

type Sums = Omit<SubIdRow, 'subId'>;

function subIdColumns(currency: string): Column<SubIdRow, Sums>[] {
  return [
    { label: t('salesSubId'), cell: (r) => r.subId },
    {
      label: t('salesSalesCount'),
      num: true,
      cell: (r) => formatCount(r.count, currency),
      total: (s) => formatCount(s.count, currency),
    },
    {
      label: t('salesCommission'),
      num: true,
      cell: (r) => formatAmounts(r.commission, currency),
      total: (s) => formatAmounts(s.commission, currency),
    },
  ];
}

export function SubIdEarningsTable({ sales, currency }: { sales: readonly StoredSale[]; currency: string }) {
  const { rows, total } = useMemo(() => subIdEarnings(sales), [sales]);
  return (
    <div class="stack">
      <DataTable<SubIdRow, Sums>
        label={t('salesEarningsBySubId')}
        titled
        columns={subIdColumns(currency)}
        rows={rows}
        rowKey={(r) => r.subId}
        totals={{ label: t('salesTotal'), values: total }}
      />
      <div class="actions">
        <button
          type="button"
          disabled={rows.length === 0}
          onClick={() =>
            downloadText(
              'earnings-by-sub-id.csv',
              toCsv([...rows, { subId: t('salesTotal'), ...total }], subIdCsvColumns()),
            )
          }
        >
          {t('salesExportSubIds')}
        </button>
      </div>
    </div>
  );
}
