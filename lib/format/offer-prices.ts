// An offer's prices and discount in words, for the popup and Deals.
import type { Offer } from '../api/schemas';
import { t } from '../i18n';

const number = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** "Price 1,499 (was 1,999) · 25% off": the spec gives offer prices as plain numbers without a currency. */
export function offerPrices(o: Pick<Offer, 'original_price' | 'discount_price' | 'percent_off'>): string | null {
  const parts: string[] = [];
  if (o.discount_price !== null) {
    parts.push(
      o.original_price !== null
        ? t('popupPriceWas', number.format(o.discount_price), number.format(o.original_price))
        : t('popupPrice', number.format(o.discount_price)),
    );
  } else if (o.original_price !== null) {
    parts.push(t('popupPrice', number.format(o.original_price)));
  }
  if (o.percent_off !== null) parts.push(t('popupPercentOff', number.format(o.percent_off)));
  return parts.length > 0 ? parts.join(' · ') : null;
}
