// An offer's prices and discount in words, for the popup and Deals.
import type { Offer } from '../api/schemas';
import { t } from '../i18n';
import { numberFormat } from './number-format';

/**
 * The spec gives offer prices as plain numbers without a currency; the network's merchants sell in rupees and every
 * campaign amount it states is INR, so prices read as INR (lib/core/api/ASSUMPTIONS.md).
 */
export const OFFER_PRICE_CURRENCY = 'INR';

/** An offer's price as Deals shows it: `1499` -> "₹1,499", `99.5` -> "₹99.5"; another account currency in its own style. */
export function formatOfferPrice(amount: number, currency: string = OFFER_PRICE_CURRENCY): string {
  const cur = /^[A-Z]{3}$/.test(currency) ? currency : OFFER_PRICE_CURRENCY;
  return numberFormat(cur === 'INR' ? 'en-IN' : 'en-US', {
    style: 'currency',
    currency: cur,
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** "25% off". */
export function percentOffWords(percent: number): string {
  return t('popupPercentOff', numberFormat('en-IN', { maximumFractionDigits: 2 }).format(percent));
}

/** "Price ₹1,499 (was ₹1,999) · 25% off". */
export function offerPrices(o: Pick<Offer, 'original_price' | 'discount_price' | 'percent_off'>): string | null {
  const parts: string[] = [];
  if (o.discount_price !== null) {
    parts.push(
      o.original_price !== null
        ? t('popupPriceWas', formatOfferPrice(o.discount_price), formatOfferPrice(o.original_price))
        : t('popupPrice', formatOfferPrice(o.discount_price)),
    );
  } else if (o.original_price !== null) {
    parts.push(t('popupPrice', formatOfferPrice(o.original_price)));
  }
  if (o.percent_off !== null) parts.push(percentOffWords(o.percent_off));
  return parts.length > 0 ? parts.join(' · ') : null;
}
