// The API's documented limits (spec sections 4 and 8), as the sandbox reads them. Written here rather than imported
// from lib/api, so that a misreading in the client is not shared by the server its tests run against.

/** Largest `per_page` of each list (the channel list and invoice transactions: not documented, 100 assumed). */
export const PER_PAGE_MAX = {
  listCampaigns: 500,
  listOffers: 500,
  listTransactions: 500,
  listCpcClicks: 500,
  performanceReport: 100,
  campaignReport: 100,
  earningsReport: 100,
  unmonetizedTraffic: 100,
  listInvoices: 100,
  listInvoiceTransactions: 100,
  listClaims: 100,
  listChannels: 100,
} as const;

/**
 * Performance, campaign and unmonetized-traffic reports: "date range at most 90 days", counted in calendar days with
 * both ends included (a 91-calendar-day range is refused even though its ends are 90 days apart).
 */
export const REPORT_MAX_RANGE_DAYS = 90;

/** Earnings report: "date range at most 24 months", after rounding to whole months. */
export const EARNINGS_MAX_RANGE_MONTHS = 24;

/** "CPC click data is available from 2024-02-29 onwards." */
export const CPC_FIRST_DATE = '2024-02-29';

/** "Channel name must be 25 characters or fewer." */
export const CHANNEL_NAME_MAX = 25;
