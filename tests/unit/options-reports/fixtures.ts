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
import * as samples from '../api/samples';

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
  return { ...(samples.transaction as Transaction), id, order_id: `OD-${id}`, ...patch };
}

export function cpcClick(id: number, patch: Partial<CpcClick> = {}): CpcClick {
  return { ...(samples.cpcClick as CpcClick), id, click_log_uid: `c1f2e3d4-${id}`, ...patch };
}

export function invoice(id: number, patch: Partial<Invoice> = {}): Invoice {
  return { ...(samples.invoice as Invoice), id, invoice_number: `INV-2025-${id}`, ...patch };
}

export function claim(id: number, patch: Partial<Claim> = {}): Claim {
  return {
    ...(samples.claim as Claim),
    id,
    order_number: `OD-${id}`,
    user_commission: null,
    currency: 'INR',
    ...patch,
  };
}
