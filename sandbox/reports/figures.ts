// Report figures summed in integer minor units; trimmed decimal strings only in the JSON.

import { conversionRate, divRound, perClick, trimmed } from '../money';
import type { Currency } from '../spec';

export interface Figures {
  clicks: number;
  transactions: number;
  /** Minor units of the account currency. */
  commission: number;
  sale: number;
}

export const zero = (): Figures => ({ clicks: 0, transactions: 0, commission: 0, sale: 0 });

export function addInto(into: Figures, f: Figures): Figures {
  into.clicks += f.clicks;
  into.transactions += f.transactions;
  into.commission += f.commission;
  into.sale += f.sale;
  return into;
}

export function sumFigures(all: Iterable<Figures>): Figures {
  const total = zero();
  for (const f of all) addInto(total, f);
  return total;
}

export function figuresJson(f: Figures, currency: Currency) {
  return {
    clicks: f.clicks,
    transactions: f.transactions,
    commission: trimmed(f.commission),
    sale_amount: trimmed(f.sale),
    cr: conversionRate(f.transactions, f.clicks),
    epc: perClick(f.commission, f.clicks),
    currency,
  };
}

/** Sort keys shared by the performance and campaign reports; cr and epc compare as they are shown. */
export const FIGURE_SORT_KEYS = {
  clicks: (f: Figures) => f.clicks,
  transactions: (f: Figures) => f.transactions,
  commission: (f: Figures) => f.commission,
  sale_amount: (f: Figures) => f.sale,
  cr: (f: Figures) => (f.clicks === 0 ? 0 : divRound(f.transactions * 10_000, f.clicks)),
  epc: (f: Figures) => (f.clicks === 0 ? 0 : divRound(f.commission, f.clicks)),
} as const;
