// The deal card drawn for the prepared post where the destination takes images, with the product's photo where the
// publisher allowed it for the store; its object URL revoked when it is replaced or the dialog closes.
import { useEffect, useState } from 'preact/hooks';
import { type DrawnCard, drawCard } from './card-image';
import type { Prepared } from './use-prepared-post';

export function useDealCard(prepared: Prepared | null, wanted: boolean, withPhoto: boolean): DrawnCard | null {
  const [card, setCard] = useState<DrawnCard | null>(null);
  useEffect(() => {
    if (!wanted || !prepared) return;
    let live = true;
    let made: DrawnCard | null = null;
    setCard(null);
    drawCard(prepared.deal, withPhoto ? prepared.deal.imageUrl : null)
      .then((c) => {
        made = c;
        if (live) setCard(c);
        else URL.revokeObjectURL(c.url);
      })
      .catch(() => live && setCard(null));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made.url);
    };
  }, [wanted, prepared, withPhoto]);
  return card;
}
