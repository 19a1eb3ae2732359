// Typed records as the background hands them to pages.
import type {
  CampaignReportRow,
  Claim,
  CpcClick,
  EarningsRow,
  EarningsTotals,
  Invoice,
  Page,
  PerformanceRow,
  PerformanceTotals,
  Report,
  ReportMeta,
  Transaction,
} from '../../../lib/core/api/schemas';
import * as samples from '../../core/api/samples';

export function pageOf<T>(data: T[], page = 1, totalPages = 1, perPage = 100, total = data.length): Page<T> {
  return { data, meta: samples.meta(page, totalPages, perPage, total), skipped: 0 };
}

export function reportOf<R, T>(data: R[], totals: T, currency = 'INR', page = 1, totalPages = 1): Report<R, T> {
  const m: ReportMeta = { ...samples.meta(page, totalPages, 100, data.length), currency };
  return { data, meta: m, totals, skipped: 0 };
}

export function earningsRow(month: string, patch: Partial<EarningsRow> = {}): EarningsRow {
  return { ...(samples.earningsRow as EarningsRow), month, ...patch };
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
  return { ...(samples.performanceRow as PerformanceRow), date, ...patch };
}

export const performanceTotals: PerformanceTotals = { ...(samples.performanceTotals as PerformanceTotals) };

export function campaignReportRow(patch: Partial<CampaignReportRow> = {}): CampaignReportRow {
  return { ...(samples.campaignReportRow as CampaignReportRow), ...patch };
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
