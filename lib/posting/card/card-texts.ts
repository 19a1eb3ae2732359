// The words on a deal card, each null when the deal has nothing for it (the card leaves that line out).
import { formatOfferPrice, percentOffWords } from '../../core/format/offer-prices';
import { t } from '../../core/i18n';
import { clockTime, shortDate } from '../post-words';
import type { DealCardData } from './deal-card-data';

export interface CardTexts {
  disclosure: string | null;
  store: string;
  title: string;
  /** The price paid now, drawn large. */
  price: string | null;
  /** The price before the discount, struck through. */
  mrp: string | null;
  percentOff: string | null;
  coupon: string | null;
  validTill: string | null;
  priceRead: string | null;
}

const filled = (s: string | null): string | null => (s !== null && s.trim() !== '' ? s.trim() : null);
const amount = (n: number | null): n is number => n !== null && Number.isFinite(n) && n >= 0;

export function cardTexts(deal: DealCardData): CardTexts {
  // Without a discount price, the original price is the price (not struck through: nothing replaces it).
  const now = amount(deal.price) ? deal.price : amount(deal.mrp) ? deal.mrp : null;
  const was = amount(deal.price) && amount(deal.mrp) && deal.mrp > deal.price ? deal.mrp : null;
  const validTill = filled(deal.validTill);
  return {
    disclosure: filled(deal.disclosure),
    store: deal.store.trim(),
    title: deal.title.replace(/\s+/g, ' ').trim(),
    price: now === null ? null : formatOfferPrice(now, deal.currency),
    mrp: was === null ? null : formatOfferPrice(was, deal.currency),
    percentOff: deal.percentOff !== null && deal.percentOff > 0 ? percentOffWords(deal.percentOff) : null,
    coupon: filled(deal.coupon) === null ? null : t('cardCoupon', (deal.coupon as string).trim()),
    validTill: validTill === null ? null : t('cardValidTill', shortDate(validTill, deal.currency)),
    priceRead:
      deal.priceReadAt === null
        ? null
        : t('cardPriceRead', `${shortDate(localDay(deal.priceReadAt), deal.currency)}, ${clockTime(deal.priceReadAt)}`),
  };
}

/** The local calendar day of an ISO time, as YYYY-MM-DD. */
function localDay(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
