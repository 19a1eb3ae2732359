// Earnings by sub ID: which links and posts earn (one row per sub ID value in any slot; rejected not counted).
import { useMemo } from 'preact/hooks';
import { toCsv } from '../../../lib/csv';
import { formatCount } from '../../../lib/format/money';
import { t } from '../../../lib/i18n';
import type { StoredSale } from '../../../lib/sales/changes';
import { formatAmounts } from '../../../lib/sales/money-sums';
import { subIdEarnings } from '../../../lib/sales/subid-earnings';
import { downloadText } from '../records/download';
import { subIdCsvColumns } from './sales-csv';

export function SubIdEarningsTable({ sales, currency }: { sales: readonly StoredSale[]; currency: string }) {
  const { rows, total } = useMemo(() => subIdEarnings(sales), [sales]);
  return (
    <div class="stack">
      <div class="table-wrap">
        <table aria-labelledby="subid-earnings-caption">
          <caption id="subid-earnings-caption">{t('salesEarningsBySubId')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('salesSubId')}</th>
              <th scope="col" class="num">
                {t('salesSalesCount')}
              </th>
              <th scope="col" class="num">
                {t('salesCommission')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.subId}>
                <td>{r.subId}</td>
                <td class="num">{formatCount(r.count, currency)}</td>
                <td class="num">{formatAmounts(r.commission, currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('salesTotal')}</th>
              <td class="num">{formatCount(total.count, currency)}</td>
              <td class="num">{formatAmounts(total.commission, currency)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
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
