// Where a transactions sync asks next. GET /transactions with `updated_since` returns records updated strictly
// AFTER it, and pages by offset. Two things could lose a change:
// - records sharing one second across a page boundary: asking "after the last second seen" would skip the rest of
//   that second. So the next request starts one second BEFORE the newest `updated_at` seen (OVERLAP_MS), and the
//   records of that second come again (recognised by id + status + updated_at and not applied twice);
// - records changing while we page: a changed record moves to the end of an `updated_at` ascending list, and every
//   record after it moves up by one, so with page numbers one record would slip onto a page already read. So a sync
//   never asks for page 2 of the same query: each next request is page 1 from the advanced `updated_since`
//   (keyset paging), and records that changed meanwhile come later in the same walk or in the next sync.
// Only when a whole page shares the one second (the cursor cannot advance) does it fall back to the next page number.

export const OVERLAP_MS = 1000;
/** The first sync: everything updated in the last 90 days. */
export const INITIAL_DAYS = 90;
export const SALES_PER_PAGE = 500;

/** One walk of the transactions list, stored after every page so that a stopped worker resumes it. */
export interface WalkPosition {
  /** The `updated_since` of the next request (ISO 8601). */
  since: string;
  /** The page of that query to ask for (1 unless a whole page shared one second). */
  page: number;
  /** The newest `updated_at` seen in this walk (ISO 8601), null before any record. */
  maxSeen: string | null;
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
  return Date.parse(b) > Date.parse(a) ? b : a;
}

/** The `updated_since` that still returns every record of `maxSeen`'s second. */
export function overlapSince(maxSeen: string): string {
  return isoSeconds(Date.parse(maxSeen) - OVERLAP_MS);
}

/**
 * After a page: null when the walk is over (the server said there is no next page), else the next request.
 * `pageMax` is the newest `updated_at` on the page just read.
 */
export function nextPosition(at: WalkPosition, pageMax: string | null, hasNextPage: boolean): WalkPosition | null {
  const maxSeen = newer(at.maxSeen, pageMax);
  if (!hasNextPage) return null;
  if (maxSeen !== null) {
    const since = overlapSince(maxSeen);
    if (Date.parse(since) > Date.parse(at.since)) return { since, page: 1, maxSeen };
  }
  return { since: at.since, page: at.page + 1, maxSeen };
}

/** The cursor the next sync starts from, once a walk ended: its newest record's second, less the overlap. */
export function cursorAfter(walk: WalkPosition): string {
  return walk.maxSeen === null ? walk.since : newer(walk.since, overlapSince(walk.maxSeen))!;
}
