// The deal a post is about, as the card and the template read it: the API's own offer data (the offer's title,
// prices, coupon and dates; the campaign's name and logo), or what the product page the publisher had open said of
// itself (its name, price and photo, with the time it was read): the card's own DealCardData.
import { t } from '../core/i18n';
import type { TemplateValues } from './caption';
import type { DealCardData } from './card/draw-card';
import { clockTime, priceWords, shortDate } from './post-words';

export type DealData = DealCardData;

const money = (amount: number | null, currency: string) =>
  amount === null || !Number.isFinite(amount) ? '' : priceWords(amount, currency);

/** The price as a post says it: a price read from a page carries the time it was read ("₹499 at 14:05"). */
export function priceOfDeal(deal: Pick<DealData, 'price' | 'mrp' | 'currency' | 'priceReadAt'>): string {
  const now = money(deal.price ?? deal.mrp, deal.currency);
  if (!now || !deal.priceReadAt) return now;
  return t('postPriceAt', now, clockTime(deal.priceReadAt));
}

/** The template's variables for this deal and link. */
export function templateValues(deal: DealData, link: string): TemplateValues {
  return {
    title: deal.title,
    price: priceOfDeal(deal),
    mrp: deal.price === null ? '' : money(deal.mrp, deal.currency),
    percent_off: deal.percentOff === null ? '' : `${Math.round(deal.percentOff)}%`,
    coupon: deal.coupon ?? '',
    valid_till: deal.validTill ? shortDate(deal.validTill, deal.currency) : '',
    store: deal.store,
    link,
  };
}
