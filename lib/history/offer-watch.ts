// Which offers in the link history are no longer offered: the offers lists the popup and Options -> Deals fetch
// anyway are compared with the offers the history holds, so no request is ever made for this. Only a list that
// holds every live offer of its campaign (or of all campaigns) can tell that one is gone: unfiltered but for the
// campaign and the channel, its first page the whole of it, no record left out as unreadable.
import type { InputOf } from '../core/api/endpoints';
import type { Offer, Page } from '../core/api/schemas';

export interface WatchedOffer {
  campaignId: number;
  /** When a complete list of its campaign first came without it (ms); null while it is listed. */
  goneAt: number | null;
}

/** By offer id; kept in `storage.local` (lib/core/storage/offer-watch.ts), written only by the background. */
export type OfferWatch = Record<string, WatchedOffer>;

/** The most offers watched (one per offer link in the history, which keeps at most this many links). */
export const OFFER_WATCH_MAX = 10_000;

/** What a list answer covers: one campaign's live offers, every live offer (`all`), or nothing for sure (null). */
export function listScope(input: InputOf<'listOffers'>, page: Page<Offer>): number | 'all' | null {
  if (input.q || input.offer_type || input.valid_on || (input.category_ids?.length ?? 0) > 0) return null;
  if ((input.page ?? 1) !== 1 || page.skipped > 0 || page.meta.total > page.data.length) return null;
  return input.campaign_id ?? 'all';
}

/** The watch with `offerId` listed (again), dropping the lowest ids past the limit. */
export function watchOffer(watch: OfferWatch, offerId: number, campaignId: number): OfferWatch {
  const next: OfferWatch = { ...watch, [offerId]: { campaignId, goneAt: null } };
  const ids = Object.keys(next);
  if (ids.length > OFFER_WATCH_MAX) {
    for (const id of ids
      .map(Number)
      .sort((a, b) => a - b)
      .slice(0, ids.length - OFFER_WATCH_MAX))
      delete next[id];
  }
  return next;
}

/**
 * The watch after a complete list of `scope` with the offers `liveIds`, seen at `at`: a watched offer of that scope
 * missing from it is gone (from the first time), one listed again is not. Null when nothing changed.
 */
export function applyList(
  watch: OfferWatch,
  scope: number | 'all',
  liveIds: Iterable<number>,
  at: number,
): OfferWatch | null {
  const live = new Set(liveIds);
  let next: OfferWatch | null = null;
  for (const [id, w] of Object.entries(watch)) {
    if (scope !== 'all' && w.campaignId !== scope) continue;
    const goneAt = live.has(Number(id)) ? null : (w.goneAt ?? at);
    if (goneAt === w.goneAt) continue;
    next ??= { ...watch };
    next[id] = { ...w, goneAt };
  }
  return next;
}

/** The ids of the offers found gone. */
export function goneOffers(watch: OfferWatch | null): Set<number> {
  const out = new Set<number>();
  for (const [id, w] of Object.entries(watch ?? {})) if (w.goneAt !== null) out.add(Number(id));
  return out;
}
