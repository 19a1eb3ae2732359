// Placeholder owned by the API-client helper: query/body parameter types and their zod schemas.
export type CampaignListParams = Record<string, unknown>;
export type OfferListParams = Record<string, unknown>;
export type TransactionListParams = Record<string, unknown>;
export type CpcClickListParams = Record<string, unknown>;
export type ReportParams = Record<string, unknown>;
export type EarningsReportParams = Record<string, unknown>;
export type UnmonetizedReportParams = Record<string, unknown>;
export type InvoiceListParams = Record<string, unknown>;
export type ClaimListParams = Record<string, unknown>;
export type ClaimCreateBody = Record<string, unknown>;
export type ClaimUpdateBody = Record<string, unknown>;
