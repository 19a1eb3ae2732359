import type { Transaction } from '../../../lib/api/schemas';
import type { CsvColumn } from '../../../lib/csv';

/** Every field of a transaction, as the API sent it (amounts stay decimal strings; empty when null). */
export const TRANSACTION_CSV_COLUMNS: readonly CsvColumn<Transaction>[] = [
  { header: 'id', value: (t) => t.id },
  { header: 'transaction_date', value: (t) => t.transaction_date },
  { header: 'status', value: (t) => t.status },
  { header: 'campaign_id', value: (t) => t.campaign_id },
  { header: 'campaign_name', value: (t) => t.campaign_name },
  { header: 'campaign_type', value: (t) => t.campaign_type },
  { header: 'sale_amount', value: (t) => t.sale_amount },
  { header: 'user_commission', value: (t) => t.user_commission },
  { header: 'currency', value: (t) => t.currency },
  { header: 'order_id', value: (t) => t.order_id },
  { header: 'merchant_reference_id', value: (t) => t.merchant_reference_id },
  { header: 'product_name', value: (t) => t.product_name },
  { header: 'category', value: (t) => t.category },
  { header: 'extra_info', value: (t) => t.extra_info },
  { header: 'channel_id', value: (t) => t.channel_id },
  { header: 'channel_name', value: (t) => t.channel_name },
  { header: 'sub_id', value: (t) => t.sub_id },
  { header: 'sub_id_2', value: (t) => t.sub_id_2 },
  { header: 'sub_id_3', value: (t) => t.sub_id_3 },
  { header: 'sub_id_4', value: (t) => t.sub_id_4 },
  { header: 'sub_id_5', value: (t) => t.sub_id_5 },
  { header: 'invoice_number', value: (t) => t.invoice_number },
  { header: 'created_at', value: (t) => t.created_at },
  { header: 'updated_at', value: (t) => t.updated_at },
];

/** Sub IDs that are set, with their number: "1: spring · 3: mail". */
export function subIdsText(values: readonly (string | null)[]): string {
  return values
    .map((v, i) => (v ? `${i + 1}: ${v}` : null))
    .filter((v): v is string => v !== null)
    .join(' · ');
}
