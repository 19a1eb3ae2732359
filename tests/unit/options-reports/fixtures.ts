// Typed records as the background hands them to pages.
import type {
  CampaignReportRow,
  Claim,
  CpcClick,
  EarningsRow,
  EarningsTotals,
  Invoice,
  Meta,
  Page,
  PerformanceRow,
  PerformanceTotals,
  Report,
  ReportMeta,
  Transaction,
} from '../../../lib/api/schemas';

export function meta(page: number, totalPages: number, perPage: number, total: number): Meta {
  return {
    page,
    per_page: perPage,
    total,
    total_pages: totalPages,
    next_page: page < totalPages ? page + 1 : null,
    prev_page: page > 1 ? page - 1 : null,
  };
}

export function pageOf<T>(data: T[], page = 1, totalPages = 1, perPage = 100, total = data.length): Page<T> {
  return { data, meta: meta(page, totalPages, perPage, total), skipped: 0 };
}

export function reportOf<R, T>(data: R[], totals: T, currency = 'INR', page = 1, totalPages = 1): Report<R, T> {
  const m: ReportMeta = { ...meta(page, totalPages, 100, data.length), currency };
  return { data, meta: m, totals, skipped: 0 };
}

export function earningsRow(month: string, patch: Partial<EarningsRow> = {}): EarningsRow {
  return {
    month,
    pending: '1200.5',
    validated: '300',
    payable: '0',
    claimed: '12000',
    rejected: '40',
    total: '13540.5',
    updated_at: '2025-03-15T02:00:00Z',
    currency: 'INR',
    ...patch,
  };
}

export function earningsTotals(patch: Partial<EarningsTotals> = {}): EarningsTotals {
  return {
    pending: '2401',
    validated: '600',
    payable: '0',
    claimed: '24000',
    rejected: '80',
    total: '27081',
    currency: 'INR',
    ...patch,
  };
}

export function performanceRow(date: string, patch: Partial<PerformanceRow> = {}): PerformanceRow {
  return {
    date,
    clicks: 120,
    transactions: 3,
    commission: '412.5',
    sale_amount: '5200',
    cr: '2.5',
    epc: '3.44',
    currency: 'INR',
    ...patch,
  };
}

export const performanceTotals: PerformanceTotals = {
  clicks: 840,
  transactions: 12,
  commission: '1650',
  sale_amount: '20400.4',
  cr: '1.43',
  epc: '1.96',
  currency: 'INR',
};

export function campaignReportRow(patch: Partial<CampaignReportRow> = {}): CampaignReportRow {
  return {
    campaign_id: 1207,
    campaign_name: 'ShopKart',
    campaign_type: 'CPS',
    channel_id: 311,
    channel_name: 'Deal Hunters Blog',
    clicks: 300,
    transactions: 6,
    commission: '820.4',
    sale_amount: '10250',
    cr: '2',
    epc: '2.73',
    currency: 'INR',
    ...patch,
  };
}

export function transaction(id: number, patch: Partial<Transaction> = {}): Transaction {
  return {
    id,
    campaign_id: 1207,
    campaign_name: 'ShopKart',
    campaign_type: 'CPS',
    transaction_date: '2025-03-10',
    status: 'validated',
    sale_amount: '2399.20',
    currency: 'INR',
    user_commission: '191.94',
    merchant_reference_id: 'SK-88421',
    order_id: `OD-${id}`,
    product_name: 'Sneakers',
    category: 'Fashion',
    extra_info: null,
    channel_id: 311,
    channel_name: 'Deal Hunters Blog',
    sub_id: 'newsletter',
    sub_id_2: null,
    sub_id_3: null,
    sub_id_4: null,
    sub_id_5: null,
    invoice_number: null,
    created_at: '2025-03-10T14:05:00Z',
    updated_at: '2025-03-12T09:00:00Z',
    ...patch,
  };
}

export function cpcClick(id: number, patch: Partial<CpcClick> = {}): CpcClick {
  return {
    id,
    transaction_id: null,
    click_log_uid: `c1f2e3d4-${id}`,
    campaign_id: 2001,
    campaign_name: 'CardCompare',
    channel_id: 311,
    click_date: '2025-03-14',
    click_timestamp: '2025-03-14 18:22:05',
    status: 'pending',
    sale_amount: '0.00',
    currency: 'INR',
    user_commission: '3.50',
    sales: 0,
    sub_id: 'sidebar',
    sub_id_2: null,
    sub_id_3: null,
    sub_id_4: null,
    sub_id_5: null,
    sub_id_6: null,
    traffic_source: 'web',
    country_iso: 'IN',
    validated_at: null,
    rejected_at: null,
    updated_at: '2025-03-14T18:22:05Z',
    ...patch,
  };
}

export function invoice(id: number, patch: Partial<Invoice> = {}): Invoice {
  return {
    id,
    invoice_number: `INV-2025-${id}`,
    invoice_date: '2025-02-28',
    status: 'paid',
    amount: '12000.00',
    gross_amount: '14160.00',
    tds_amount: '1416.00',
    net_payment: '12744.00',
    billing_from: 'india',
    auto_generated: true,
    created_at: '2025-02-28T12:00:00Z',
    ...patch,
  };
}

export function claim(id: number, patch: Partial<Claim> = {}): Claim {
  return {
    id,
    order_number: `OD-${id}`,
    campaign_id: 1207,
    campaign_name: 'ShopKart',
    transaction_date: '2025-03-02',
    sale_amount: '1499.00',
    user_commission: null,
    currency: 'INR',
    status: 'pending',
    coupon_code: null,
    additional_info: 'Paid with UPI',
    source: 'api',
    created_at: '2025-03-05T07:00:00Z',
    updated_at: '2025-03-05T07:00:00Z',
    ...patch,
  };
}
