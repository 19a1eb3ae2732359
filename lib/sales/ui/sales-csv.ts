// What the two tables show, as CSV columns (lib/core/csv.ts guards and quotes the cells).
import { type CsvColumn, fieldColumns } from '../../core/csv';
import { t } from '../../core/i18n';
import type { StoredSale } from '../changes';
import type { SubIdRow } from '../subid-earnings';

export const SALES_CSV_COLUMNS: readonly CsvColumn<StoredSale>[] = fieldColumns<StoredSale>([
  'id',
  'transaction_date',
  'campaign_name',
  'status',
  'sale_amount',
  'user_commission',
  'currency',
  'order_id',
  'product_name',
  'sub_id',
  'sub_id_2',
  'sub_id_3',
  'sub_id_4',
  'sub_id_5',
  'updated_at',
]);

export function subIdCsvColumns(): readonly CsvColumn<SubIdRow>[] {
  return [
    { header: t('salesSubId'), value: (r) => r.subId },
    { header: t('salesSalesCount'), value: (r) => r.count },
    // One amount per currency ("1240.00 INR + 14.50 USD"): never summed across currencies.
    {
      header: t('salesCommission'),
      value: (r) =>
        Object.entries(r.commission)
          .map(([currency, amount]) => `${amount} ${currency}`)
          .join(' + '),
    },
  ];
}
