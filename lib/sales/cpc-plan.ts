// Which dates of CPC clicks a sync asks for. GET /cpc_clicks takes one date per request (UTC days, not before
// 2024-02-29, not in the future). Clicks are validated or rejected days later, with no bound, so a date is read
// again until no click of it is left undecided (pending) in the copy, whether or not a CPC campaign is still
// promoted. The budget:
// - today and yesterday: every sync (while the account promotes CPC, or one of them holds undecided clicks);
// - days 2 to RECENT_DAYS back: once a day each (13 requests a day), on the same terms;
// - older dates that still hold undecided clicks: once a day each, at most OLD_DATES_PER_DAY of them a day (the
//   longest unchecked first); a date leaves the plan when its last click is decided.
// - the first window: the first sync that finds the account promoting CPC also reads every date back to
//   FIRST_WINDOW_DAYS, the transactions' first window (90 days), once each, so that per-link earnings see clicks as
//   far back as sales; a date then stays in the plan only while it holds undecided clicks, as above.
// A date's walk costs one request when its changes fit one page (lib/sales/NOTES.md).
import { INITIAL_DAYS } from './cursor';

export const RECENT_DAYS = 14;
export const RECHECK_MS = 24 * 3_600_000;
export const OLD_DATES_PER_DAY = 14;
export const CPC_FIRST_DATE = '2024-02-29';
/** The first window of CPC dates: the same days back as the transactions' first sync. */
export const FIRST_WINDOW_DAYS = INITIAL_DAYS;

/** What the plan needs to know of a date's copy (lib/core/storage/sales-store.ts CpcCursor). */
export interface DatePlanState {
  /** Ids of the date's clicks held as pending. */
  pending?: readonly number[];
  /** When the date was last read to its end (ms); absent or null: never. */
  checkedAt?: number | null;
  /** A walk of the date under way (not null). */
  walk: unknown;
}

export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function daysBefore(date: string, days: number): string {
  return utcDate(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000);
}

/** The dates to ask for now, today first; with `firstWindow`, the first window's dates not yet read, newest first. */
export function cpcDates(
  nowMs: number,
  dates: Readonly<Record<string, DatePlanState>>,
  promotes: boolean,
  firstWindow = false,
): string[] {
  const today = utcDate(nowMs);
  const oldest = daysBefore(today, RECENT_DAYS);
  const due = (s: DatePlanState | undefined) => nowMs - (s?.checkedAt ?? 0) >= RECHECK_MS;
  const undecided = (s: DatePlanState | undefined) => !!s?.pending?.length;
  const walking = (s: DatePlanState | undefined) => !!s?.walk;
  const out: string[] = [];
  for (let d = 0; d <= RECENT_DAYS; d++) {
    const date = daysBefore(today, d);
    const s = dates[date];
    if (walking(s) || ((promotes || undecided(s)) && (d < 2 || due(s)))) out.push(date);
  }
  const older = Object.entries(dates).filter(([date]) => date < oldest);
  let room = OLD_DATES_PER_DAY - older.filter(([, s]) => !due(s)).length;
  const waiting = older
    .filter(([, s]) => walking(s) || (undecided(s) && due(s)))
    .sort(([, a], [, b]) => (a.checkedAt ?? 0) - (b.checkedAt ?? 0));
  for (const [date, s] of waiting) if (walking(s) || room-- > 0) out.push(date);
  if (promotes && firstWindow) {
    for (let d = RECENT_DAYS + 1; d <= FIRST_WINDOW_DAYS; d++) {
      const date = daysBefore(today, d);
      if (!out.includes(date) && dates[date]?.checkedAt == null) out.push(date);
    }
  }
  return out.filter((d) => d >= CPC_FIRST_DATE);
}

/** Dates whose state is no longer needed: older than the recent window and nothing undecided. */
export function staleDates(dates: Readonly<Record<string, DatePlanState>>, nowMs: number): string[] {
  const oldest = daysBefore(utcDate(nowMs), RECENT_DAYS);
  return Object.entries(dates)
    .filter(([date, s]) => date < oldest && !s.pending?.length && !s.walk)
    .map(([date]) => date);
}
