// The API's documented limits (spec section 8) as constants. No zod here: pages import these for hints
// such as an input's maxlength, and validate.ts checks requests against them before anything is sent. Each
// list's largest `per_page` is part of its entry in endpoints.ts.

/**
 * Performance, campaign and unmonetized-traffic reports: "range max 90 days", read as 90 calendar days counting
 * both the start and the end date (`end_date - start_date` at most 89), the reading the API cannot refuse:
 * 2024-01-01 to 2024-03-30 (90 days) is sent, 2024-01-01 to 2024-03-31 (91 days) is not.
 */
export const REPORT_MAX_RANGE_DAYS = 90;

/**
 * Earnings report: the server rounds `start_date` down to the first day of its month and `end_date` up to the
 * last day of its month, so the range is a whole number of months, counted inclusively: both the start's and the end's month count, as
 * both ends count in the 90-day rule (2023-01 to 2024-12 is 24 months and accepted; 2023-01 to 2025-01 is 25 and
 * refused).
 */
export const EARNINGS_MAX_RANGE_MONTHS = 24;

/** The first day CPC click records can be asked for. */
export const CPC_FIRST_DATE = '2024-02-29';

/** Channel names: at most 25 characters, counted as Unicode code points (an emoji counts once). */
export const CHANNEL_NAME_MAX = 25;

/** Sub IDs on /links/convert and /links/monetize: `subid` and `subid2` to `subid5`. */
export const SUB_IDS_MAX = 5;
