// Which dates of CPC clicks a sync asks for. GET /cpc_clicks takes one date per request (UTC days, not before
// 2024-02-29, not in the future). Today and yesterday change all the time: every sync. Clicks are validated or
// rejected days later, so the older days (2 to OLDER_DAYS back) are asked again only once every OLDER_EVERY_MS.

export const OLDER_DAYS = 14;
export const OLDER_EVERY_MS = 24 * 3_600_000;
export const CPC_FIRST_DATE = '2024-02-29';

export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function daysBefore(date: string, days: number): string {
  return utcDate(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000);
}

/** The dates to ask for now, today first; `olderCheckedAt` is when the older days were last asked (ms or null). */
export function cpcDates(nowMs: number, olderCheckedAt: number | null): { dates: string[]; older: boolean } {
  const today = utcDate(nowMs);
  const dates = [today, daysBefore(today, 1)];
  const older = olderCheckedAt === null || nowMs - olderCheckedAt >= OLDER_EVERY_MS;
  if (older) for (let d = 2; d <= OLDER_DAYS; d++) dates.push(daysBefore(today, d));
  return { dates: dates.filter((d) => d >= CPC_FIRST_DATE), older };
}

/** Dates whose cursors are no longer needed (older than the window). */
export function staleDates(cursors: Record<string, unknown>, nowMs: number): string[] {
  const oldest = daysBefore(utcDate(nowMs), OLDER_DAYS);
  return Object.keys(cursors).filter((d) => d < oldest);
}
