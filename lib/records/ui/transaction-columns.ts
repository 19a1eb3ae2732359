import type { Transaction } from '../../core/api/schemas';
import { type CsvColumn, fieldColumns } from '../../core/csv';

/** Every field of a transaction, as the API sent it (amounts stay decimal strings; empty when null). */
export const TRANSACTION_CSV_COLUMNS: readonly CsvColumn<Transaction>[] = fieldColumns<Transaction>([
  'id',
  'transaction_date',
  'status',
  'campaign_id',
  'campaign_name',
  'campaign_type',
  'sale_amount',
  'user_commission',
  'currency',
  'order_id',
  'merchant_reference_id',
  'product_name',
  'category',
  'extra_info',
  'channel_id',
  'channel_name',
  'sub_id',
  'sub_id_2',
  'sub_id_3',
  'sub_id_4',
  'sub_id_5',
  'invoice_number',
  'created_at',
  'updated_at',
]);

/** Sub IDs that are set, with their number: "1: spring · 3: mail". */
export function subIdsText(values: readonly (string | null)[]): string {
  return values
    .map((v, i) => (v ? `${i + 1}: ${v}` : null))
    .filter((v): v is string => v !== null)
    .join(' · ');
}
