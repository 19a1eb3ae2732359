// Whether the post carries the deal card, and the product's photo on it. The card is on by default where it has
// something to show: a deal with prices, a coupon, an end date or the store's logo (an offer of Deals); for a product whose page names a photo, only where the publisher
// allowed that photo on the card for the store (otherwise Telegram's own large link preview shows the photo). The
// photo's permission is kept per store (card-photo-stores.ts).
import { useEffect, useState } from 'preact/hooks';
import { cardPhotoStoresRecord, storeHostOf } from '../card-photo-stores';
import type { DealData } from '../deal';
import type { Prepared } from './use-prepared-post';

export function cardHasSomethingToShow(
  deal: Pick<DealData, 'price' | 'mrp' | 'coupon' | 'validTill' | 'logoUrl'>,
): boolean {
  return (
    deal.price !== null ||
    deal.mrp !== null ||
    (deal.coupon ?? '').trim() !== '' ||
    (deal.validTill ?? '') !== '' ||
    deal.logoUrl !== null
  );
}

export function cardByDefault(deal: DealData, photoAllowed: boolean): boolean {
  return deal.imageUrl ? photoAllowed : cardHasSomethingToShow(deal);
}

export function useCardChoice(prepared: Prepared | null) {
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [stores, setStores] = useState<string[]>([]);
  const store = prepared?.deal.imageUrl ? storeHostOf(prepared.pageUrl) : null;
  useEffect(() => {
    cardPhotoStoresRecord
      .get()
      .then(setStores)
      .catch(() => {});
  }, []);
  useEffect(() => setChosen(null), [prepared]);
  const photoAllowed = store !== null && stores.includes(store);
  const include = chosen ?? (prepared ? cardByDefault(prepared.deal, photoAllowed) : false);

  function allowPhoto(on: boolean) {
    if (!store) return;
    const next = on ? [...stores.filter((s) => s !== store), store] : stores.filter((s) => s !== store);
    setStores(next);
    if (on) setChosen(true);
    cardPhotoStoresRecord.set(next).catch(() => {});
  }
  return { include, setInclude: setChosen, store, photoAllowed, allowPhoto };
}
