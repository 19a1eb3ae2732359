// The duplicate guard: the same product to the same destination within the window (24 hours unless the person
// chose otherwise) is stopped, saying when and where it went; Post anyway sends it all the same.

export const DUPLICATE_WINDOW_HOURS = 24;

export interface PostedProduct {
  productKey: string | null;
  destinationId: string;
  postedAt: number;
}

/** The latest earlier post of the candidate's product to its destination within the window, or null. */
export function findDuplicate<T extends PostedProduct>(
  history: readonly T[],
  candidate: { productKey: string | null; destinationId: string },
  windowHours: number = DUPLICATE_WINDOW_HOURS,
  now: number = Date.now(),
): T | null {
  if (candidate.productKey === null) return null;
  const since = now - windowHours * 3_600_000;
  let found: T | null = null;
  for (const post of history) {
    if (post.productKey !== candidate.productKey || post.destinationId !== candidate.destinationId) continue;
    // A post dated after now is recent, not unguarded: the clock was set back since it went out.
    if (post.postedAt < since) continue;
    if (!found || post.postedAt > found.postedAt) found = post;
  }
  return found;
}
