// What the two tables show, as CSV columns (lib/csv.ts guards and quotes the cells).
import type { CsvColumn } from '../../../lib/csv';
import { t } from '../../../lib/i18n';
import type { StoredSale } from '../../../lib/sales/changes';
import type { SubIdRow } from '../../../lib/sales/subid-earnings';

export const SALES_CSV_COLUMNS: readonly CsvColumn<StoredSale>[] = [
  { header: 'id', value: (s) => s.id },
  { header: 'transaction_date', value: (s) => s.transaction_date },
  { header: 'campaign_name', value: (s) => s.campaign_name },
  { header: 'status', value: (s) => s.status },
  { header: 'sale_amount', value: (s) => s.sale_amount },
  { header: 'user_commission', value: (s) => s.user_commission },
  { header: 'currency', value: (s) => s.currency },
  { header: 'order_id', value: (s) => s.order_id },
  { header: 'product_name', value: (s) => s.product_name },
  { header: 'sub_id', value: (s) => s.sub_id },
  { header: 'sub_id_2', value: (s) => s.sub_id_2 },
  { header: 'sub_id_3', value: (s) => s.sub_id_3 },
  { header: 'sub_id_4', value: (s) => s.sub_id_4 },
  { header: 'sub_id_5', value: (s) => s.sub_id_5 },
  { header: 'updated_at', value: (s) => s.updated_at },
];

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
