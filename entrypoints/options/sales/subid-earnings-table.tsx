// Earnings by sub ID: which links and posts earn (one row per sub ID value in any slot; rejected not counted).
import { useMemo } from 'preact/hooks';
import { type Column, DataTable } from '../../../components/list/data-table';
import { toCsv } from '../../../lib/csv';
import { formatCount } from '../../../lib/format/money';
import { t } from '../../../lib/i18n';
import type { StoredSale } from '../../../lib/sales/changes';
import { formatAmounts } from '../../../lib/sales/money-sums';
import { type SubIdRow, subIdEarnings } from '../../../lib/sales/subid-earnings';
import { downloadText } from '../records/download';
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
