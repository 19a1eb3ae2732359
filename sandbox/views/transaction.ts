// Transaction records as the API shows them: 2-decimal amounts in the account currency.
import { fixed2 } from '../money';
import type { CampaignRecord, PublisherState, TransactionRecord } from '../types';

export function transactionJson(t: TransactionRecord, pub: PublisherState, campaign: CampaignRecord | undefined) {
  return {
    id: t.id,
    campaign_id: t.campaignId,
    campaign_name: campaign?.name ?? `Campaign ${t.campaignId}`,
    campaign_type: campaign?.type ?? 'CPS',
    transaction_date: t.date,
    status: t.status,
    sale_amount: t.sale === null ? null : fixed2(t.sale),
    currency: pub.publisher.currency,
    user_commission: t.commission === null ? null : fixed2(t.commission),
    merchant_reference_id: t.merchantRef,
    order_id: t.orderId,
    product_name: t.productName,
    category: t.category,
    extra_info: t.extraInfo,
    channel_id: t.channelId,
    channel_name: t.channelName,
    sub_id: t.subIds[0],
    sub_id_2: t.subIds[1],
    sub_id_3: t.subIds[2],
    sub_id_4: t.subIds[3],
    sub_id_5: t.subIds[4],
    invoice_number: t.invoiceNumber,
    created_at: t.createdAt,
    updated_at: t.updatedAt,
  };
}
