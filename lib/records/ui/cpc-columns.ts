import type { CpcClick } from '../../core/api/schemas';
import { type CsvColumn, fieldColumns } from '../../core/csv';

/** Every field of a CPC click record as the API sent it; amounts are INR. */
export const CPC_CSV_COLUMNS: readonly CsvColumn<CpcClick>[] = fieldColumns<CpcClick>([
  'id',
  'click_log_uid',
  'click_date',
  'click_timestamp',
  'status',
  'campaign_id',
  'campaign_name',
  'channel_id',
  'sale_amount',
  'user_commission',
  'currency',
  'sales',
  'transaction_id',
  'sub_id',
  'sub_id_2',
  'sub_id_3',
  'sub_id_4',
  'sub_id_5',
  'sub_id_6',
  'traffic_source',
  'country_iso',
  'validated_at',
  'rejected_at',
  'updated_at',
]);
