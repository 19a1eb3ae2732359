import { describe, expect, it } from 'vitest';
import type { Offer, Page } from '../../lib/core/api/schemas';
import {
  applyList,
  goneOffers,
  listScope,
  OFFER_WATCH_MAX,
  type OfferWatch,
  watchOffer,
} from '../../lib/history/offer-watch';

function page(ids: number[], extra: { total?: number; skipped?: number } = {}): Page<Offer> {
  return {
    data: ids.map((id) => ({ id }) as Offer),
    skipped: extra.skipped ?? 0,
    meta: { page: 1, per_page: 500, total: extra.total ?? ids.length, total_pages: 1, next_page: null },
  } as Page<Offer>;
}

describe('which offers lists can tell that an offer is gone', () => {
  it('one campaign’s whole list, or every offer, unfiltered but for the channel and the sort', () => {
    expect(listScope({ campaign_id: 7, per_page: 500 }, page([1, 2]))).toBe(7);
    expect(listScope({ campaign_id: 7, channel_id: 502, sort: 'end_date' }, page([1]))).toBe(7);
    expect(listScope({ per_page: 500, page: 1 }, page([1, 2, 3]))).toBe('all');
    expect(listScope({ campaign_id: 7 }, page([]))).toBe(7);
  });

  it.each([
    ['a search', { campaign_id: 7, q: 'rice' }, page([1])],
    ['a type', { campaign_id: 7, offer_type: 'coupon' as const }, page([1])],
    ['categories', { category_ids: [3] }, page([1])],
    ['another day', { campaign_id: 7, valid_on: '2025-07-01' }, page([1])],
    ['a later page', { campaign_id: 7, page: 2 }, page([1])],
    ['a page short of the total', { campaign_id: 7 }, page([1], { total: 2 })],
    ['records left out as unreadable', { campaign_id: 7 }, page([1], { skipped: 1, total: 2 })],
  ])('not a list with %s', (_, input, answer) => {
    expect(listScope(input, answer)).toBeNull();
  });
});

describe('the watch of the history’s offers', () => {
  const watch: OfferWatch = watchOffer(watchOffer(watchOffer({}, 70, 7), 71, 7), 80, 8);

  it('a complete list of the campaign without an offer marks it gone, once, at that time', () => {
    const after = applyList(watch, 7, [71, 99], 1000);
    expect(after?.['70']).toEqual({ campaignId: 7, goneAt: 1000 });
    expect(after?.['71']?.goneAt).toBeNull();
    expect(after?.['80']?.goneAt).toBeNull(); // another campaign's list says nothing of it
    expect(goneOffers(after)).toEqual(new Set([70]));
    expect(applyList(after as OfferWatch, 7, [71], 2000)).toBeNull(); // nothing new: no write
  });

  it('a list of every offer tells of every campaign; an offer listed again is no longer gone', () => {
    const after = applyList(watch, 'all', [71], 1000) as OfferWatch;
    expect(goneOffers(after)).toEqual(new Set([70, 80]));
    expect(goneOffers(applyList(after, 8, [80], 2000))).toEqual(new Set([70]));
    expect(goneOffers(watchOffer(after, 70, 7))).toEqual(new Set([80]));
  });

  it('keeps the newest offers past its limit', () => {
    let big: OfferWatch = {};
    for (let id = 1; id <= OFFER_WATCH_MAX + 2; id++) big[id] = { campaignId: 1, goneAt: null };
    big = watchOffer(big, OFFER_WATCH_MAX + 3, 1);
    expect(Object.keys(big)).toHaveLength(OFFER_WATCH_MAX);
    expect(big['1']).toBeUndefined();
    expect(big[String(OFFER_WATCH_MAX + 3)]).toBeDefined();
  });

  it('an empty or missing watch has nothing gone', () => {
    expect(goneOffers(null)).toEqual(new Set());
    expect(applyList({}, 7, [], 1)).toBeNull();
  });
});
