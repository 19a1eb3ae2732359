import type { CpcClick } from '../../../lib/api/schemas';
import type { CsvColumn } from '../../../lib/csv';

/** Every field of a CPC click record as the API sent it; amounts are INR. */
export const CPC_CSV_COLUMNS: readonly CsvColumn<CpcClick>[] = [
  { header: 'id', value: (c) => c.id },
  { header: 'click_log_uid', value: (c) => c.click_log_uid },
  { header: 'click_date', value: (c) => c.click_date },
  { header: 'click_timestamp', value: (c) => c.click_timestamp },
  { header: 'status', value: (c) => c.status },
  { header: 'campaign_id', value: (c) => c.campaign_id },
  { header: 'campaign_name', value: (c) => c.campaign_name },
  { header: 'channel_id', value: (c) => c.channel_id },
  { header: 'sale_amount', value: (c) => c.sale_amount },
  { header: 'user_commission', value: (c) => c.user_commission },
  { header: 'currency', value: (c) => c.currency },
  { header: 'sales', value: (c) => c.sales },
  { header: 'transaction_id', value: (c) => c.transaction_id },
  { header: 'sub_id', value: (c) => c.sub_id },
  { header: 'sub_id_2', value: (c) => c.sub_id_2 },
  { header: 'sub_id_3', value: (c) => c.sub_id_3 },
  { header: 'sub_id_4', value: (c) => c.sub_id_4 },
  { header: 'sub_id_5', value: (c) => c.sub_id_5 },
  { header: 'sub_id_6', value: (c) => c.sub_id_6 },
  { header: 'traffic_source', value: (c) => c.traffic_source },
  { header: 'country_iso', value: (c) => c.country_iso },
  { header: 'validated_at', value: (c) => c.validated_at },
  { header: 'rejected_at', value: (c) => c.rejected_at },
  { header: 'updated_at', value: (c) => c.updated_at },
];
