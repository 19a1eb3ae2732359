// A transaction as the API sends it, for the sales rules' tests.
import type { Transaction } from '../../lib/core/api/schemas';

export function sale(id: number, status: string, updated: string, extra: Partial<Transaction> = {}): Transaction {
  return {
    id,
    campaign_id: 1,
    campaign_name: 'Kirana Basket',
    campaign_type: 'CPS',
    transaction_date: '2026-06-18',
    status,
    sale_amount: '1000.00',
    currency: 'INR',
    user_commission: '80.00',
    merchant_reference_id: null,
    order_id: null,
    product_name: null,
    category: null,
    extra_info: null,
    channel_id: null,
    channel_name: null,
    sub_id: null,
    sub_id_2: null,
    sub_id_3: null,
    sub_id_4: null,
    sub_id_5: null,
    invoice_number: null,
    created_at: '2026-06-18T08:00:00Z',
    updated_at: updated,
    ...extra,
  } as Transaction;
}
