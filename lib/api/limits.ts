// The API's documented limits (spec section 8) as constants. No zod here: pages import these for hints
// such as an input's maxlength, and validate.ts checks requests against them before anything is sent. Each
// list's largest `per_page` is part of its entry in endpoints.ts.

/**
 * Performance, campaign and unmonetized-traffic reports: `end_date - start_date` may be at most 90 days, so
 * 2024-01-01 to 2024-03-31 (90 days apart, 91 calendar days) is accepted and 2024-01-01 to 2024-04-01 is not.
 */
export const REPORT_MAX_RANGE_DAYS = 90;

/**
 * Earnings report: the server rounds `start_date` down to the first day of its month and `end_date` up to the
 * last day of its month, so the range is a whole number of months, counted inclusively (2023-01 to 2024-12 is
 * 24 months and accepted; 2023-01 to 2025-01 is 25 and refused).
 */
export const EARNINGS_MAX_RANGE_MONTHS = 24;

/** The first day CPC click records can be asked for. */
export const CPC_FIRST_DATE = '2024-02-29';

/** Channel names: at most 25 characters, counted as Unicode code points (an emoji counts once). */
export const CHANNEL_NAME_MAX = 25;

/** Sub IDs on /links/convert and /links/monetize: `subid` and `subid2` to `subid5`. */
export const SUB_IDS_MAX = 5;
