// Where a transactions sync asks next, and when its walk must stop. lib/sales/NOTES.md says why no
// change is lost whatever order the API gives records of one second. In short:
// - a walk pages ONE query (`updated_since` fixed) sorted by `id`, an order without ties. A record that is in the
//   query's result stays in it (its `updated_at` only grows) and keeps its place in id order; records entering
//   the result only push later ones back, so a record present when the walk began is read on some page;
// - the next cursor is what the walk has finished: the server's clock at the walk's first answer (its HTTP `Date`)
//   less a margin, never past the newest record seen, less one more second so that `updated_since` read as
//   inclusive or exclusive gives the same records. A record dated in the future is kept but moves nothing;
// - a walk of more than one page is followed by another round from just before that walk began (ROUND_MARGIN_MS),
//   until a round fits one page (one answer: nothing can slip) or MAX_ROUNDS is reached, so that a sync ends with
//   the server's records as they are; records read twice are recognised (changes.ts).
// - every walk ends: pages must go forward and stay within the server's own total (plus PAGE_SLACK), under
//   MAX_PAGES in all; a walk that breaks either is a failed sync saying why.
import { apiInstant } from '../core/format/api-time';

/** The first sync: everything updated in the last 90 days. */
export const INITIAL_DAYS = 90;
export const SALES_PER_PAGE = 500;
/** How far behind the server's clock a cursor stays (the time between its query and its `Date`, clock drift). */
export const CLOCK_MARGIN_MS = 5 * 60_000;
/** Pages a walk may take beyond ⌈total ÷ per_page⌉ of its first answer (records created while it walks). */
export const PAGE_SLACK = 4;
/** Pages of one walk at most, whatever the server's total says. */
export const MAX_PAGES = 400;
/** Walks of one sync at most (the first and the rounds after it). */
export const MAX_ROUNDS = 6;
/**
 * The rounds after a walk within one sync look back only this far before the walk's first answer: they are there
 * to pick up what changed while it walked (stamped after its query ran). The stored cursor keeps CLOCK_MARGIN_MS.
 */
export const ROUND_MARGIN_MS = 2_000;

/** One walk of the transactions list, stored after every page so that a stopped worker resumes it. */
export interface WalkPosition {
  /** The `updated_since` of the walk's query (ISO 8601). */
  since: string;
  /** The page of that query to ask for next. */
  page: number;
  /** The newest `updated_at` seen in this walk (ISO 8601), null before any record. */
  maxSeen: string | null;
  /** The server's clock (ms) at the walk's first answer; null before it. */
  serverStart?: number | null;
  /** The last page the walk may ask for (set from the first answer's total). */
  pageCap?: number | null;
  /** Which walk of the sync this is (1 = the first). */
  round?: number;
  /** Walks checked by count (CPC clicks): the distinct ids read, and how many times the pages were gone through. */
  ids?: number[];
  pass?: number;
}

/** ISO 8601 without milliseconds, as the API writes timestamps. */
export function isoSeconds(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}

/** Where the first sync starts: 90 days before now. */
export function initialSince(nowMs: number): string {
  return isoSeconds(nowMs - INITIAL_DAYS * 86_400_000);
}

/** The newer of two ISO timestamps (null is older than any). */
export function newer(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return apiInstant(b) > apiInstant(a) ? b : a;
}

/** The last page a walk may ask for, from its first answer's `total`. */
export function pageCapOf(total: number, perPage = SALES_PER_PAGE): number {
  return Math.min(MAX_PAGES, Math.max(1, Math.ceil(total / perPage)) + PAGE_SLACK);
}

/**
 * The `updated_since` of the next walk once a walk from `since` ended: everything updated before the walk's first
 * answer (by the server's clock, less the margin) and not after its newest record, less one second. With
 * ROUND_MARGIN_MS, the round after it within the same sync.
 */
export function cursorAfter(walk: WalkPosition, serverNowFallback: number, marginMs = CLOCK_MARGIN_MS): string {
  const sinceMs = apiInstant(walk.since);
  const bound = (walk.serverStart ?? serverNowFallback) - marginMs;
  const seen = walk.maxSeen === null ? Number.POSITIVE_INFINITY : apiInstant(walk.maxSeen);
  const done = Math.min(bound, seen);
  const next = Math.floor(done / 1000) * 1000 - 1000;
  return next > sinceMs ? isoSeconds(next) : walk.since;
}
