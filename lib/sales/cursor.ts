// Where a transactions sync asks next. GET /transactions with `updated_since` returns records updated strictly
// AFTER it, sorted by `updated_at` ascending and paged by offset. Two things could lose a change:
// - records sharing one second across a page boundary: a walk pages on by number through ONE query (`since` fixed),
//   so a second split over two pages comes whole; and the next sync starts one second BEFORE the newest
//   `updated_at` seen (OVERLAP_MS), so the rest of that second comes again (recognised by id + status + updated_at
//   and not applied twice);
// - records changing while we page: a changed record moves to the end of the list and every record behind its old
//   place moves up by one, so one record could slip onto a page already read. That can only happen when a record
//   already read in this walk changes, and that record then comes again, newer, at the end of the same walk
//   (`movedFrom`). The walk then asks again from the second of its old `updated_at` (page 1), which holds every
//   record that could have slipped. Without such a change (nearly always) a walk costs ⌈records ÷ 500⌉ requests.

export const OVERLAP_MS = 1000;
/** The first sync: everything updated in the last 90 days. */
export const INITIAL_DAYS = 90;
export const SALES_PER_PAGE = 500;

/** One walk of the transactions list, stored after every page so that a stopped worker resumes it. */
export interface WalkPosition {
  /** The `updated_since` of the walk's query (ISO 8601). */
  since: string;
  /** The page of that query to ask for next. */
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
 * The oldest place a record read earlier in this walk left: a record held with an `updated_at` after the walk's
 * `since` (so it was on a page of this query) that comes again with a newer one. Null when none moved.
 */
export function movedFrom(
  since: string,
  held: ReadonlyMap<number, { updated_at: string }>,
  page: readonly { id: number; updated_at: string }[],
): string | null {
  const sinceMs = Date.parse(since);
  let oldest: string | null = null;
  for (const record of page) {
    const before = held.get(record.id);
    if (!before) continue;
    const beforeMs = Date.parse(before.updated_at);
    if (beforeMs > sinceMs && Date.parse(record.updated_at) > beforeMs) {
      if (oldest === null || beforeMs < Date.parse(oldest)) oldest = before.updated_at;
    }
  }
  return oldest;
}

/**
 * After a page: null when the walk is over (the server said there is no next page), else the next request.
 * `pageMax` is the newest `updated_at` on the page just read; `moved` what `movedFrom` found on it.
 */
export function nextPosition(
  at: WalkPosition,
  pageMax: string | null,
  hasNextPage: boolean,
  moved: string | null = null,
): WalkPosition | null {
  const maxSeen = newer(at.maxSeen, pageMax);
  if (moved !== null) return { since: newer(at.since, overlapSince(moved))!, page: 1, maxSeen };
  if (!hasNextPage) return null;
  return { since: at.since, page: at.page + 1, maxSeen };
}

/** The cursor the next sync starts from, once a walk ended: its newest record's second, less the overlap. */
export function cursorAfter(walk: WalkPosition): string {
  return walk.maxSeen === null ? walk.since : newer(walk.since, overlapSince(walk.maxSeen))!;
}
