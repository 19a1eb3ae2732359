// The deal a post is about, as the card and the template read it: the API's own data only (the offer's title, prices,
// coupon and dates; the campaign's name and logo). The same shape as lib/posting/card/draw-card.ts's DealCardData.
import { formatMoney } from '../format/money';
import type { TemplateValues } from './caption';

export interface DealData {
  title: string;
  price: number | null;
  mrp: number | null;
  percentOff: number | null;
  coupon: string | null;
  /** YYYY-MM-DD */
  validTill: string | null;
  store: string;
  /** http(s) only */
  logoUrl: string | null;
  /** The account's currency, e.g. INR. */
  currency: string;
  /** ISO time when prices came from a page rather than the API; null for the API's. */
  priceReadAt: string | null;
  /** Drawn on the image when set. */
  disclosure: string | null;
}

const money = (amount: number | null, currency: string) =>
  amount === null ? '' : formatMoney(String(amount), currency);

/** The template's variables for this deal and link. */
export function templateValues(deal: DealData, link: string): TemplateValues {
  return {
    title: deal.title,
    price: money(deal.price, deal.currency),
    mrp: money(deal.mrp, deal.currency),
    percent_off: deal.percentOff === null ? '' : `${Math.round(deal.percentOff)}%`,
    coupon: deal.coupon ?? '',
    valid_till: deal.validTill ?? '',
    store: deal.store,
    link,
  };
}
