// An offer's prices and discount in words, for the popup and Deals.
import type { Offer } from '../api/schemas';
import { t } from '../i18n';

const number = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/**
 * The spec gives offer prices as plain numbers without a currency; the network's merchants sell in rupees and every
 * campaign amount it states is INR, so prices read as INR (lib/api/ASSUMPTIONS.md).
 */
export const OFFER_PRICE_CURRENCY = 'INR';
const money = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: OFFER_PRICE_CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** "Price ₹1,499 (was ₹1,999) · 25% off". */
export function offerPrices(o: Pick<Offer, 'original_price' | 'discount_price' | 'percent_off'>): string | null {
  const parts: string[] = [];
  if (o.discount_price !== null) {
    parts.push(
      o.original_price !== null
        ? t('popupPriceWas', money.format(o.discount_price), money.format(o.original_price))
        : t('popupPrice', money.format(o.discount_price)),
    );
  } else if (o.original_price !== null) {
    parts.push(t('popupPrice', money.format(o.original_price)));
  }
  if (o.percent_off !== null) parts.push(t('popupPercentOff', number.format(o.percent_off)));
  return parts.length > 0 ? parts.join(' · ') : null;
}
