// The deal a post is about, as the card and the template read it: the API's own data only (the offer's title, prices,
// coupon and dates; the campaign's name and logo): the card's own DealCardData.
import { formatMoney } from '../core/format/money';
import type { TemplateValues } from './caption';
import type { DealCardData } from './card/draw-card';

export type DealData = DealCardData;

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
