// Clicks and transactions of a date range, grouped by a key (the day, or the campaign-channel pair).

import { addDays } from '../dates';
import type { PublisherState } from '../types';
import { addInto, type Figures, zero } from './figures';
import type { Range } from './range';

export interface ActivityFilter {
  campaignId?: number;
  channelId?: number;
}

type KeyOf = (date: string, campaignId: number, channelId: number | null) => string;

/**
 * Figures per key over `range`. Transactions count unless rejected; money is the account currency's
 * (a USD transaction without a converted value adds to the count but not to the amounts).
 */
export function activity(pub: PublisherState, range: Range, filter: ActivityFilter, keyOf: KeyOf) {
  const groups = new Map<string, Figures>();
  const group = (key: string) => {
    const f = groups.get(key) ?? zero();
    groups.set(key, f);
    return f;
  };
  const matches = (campaignId: number, channelId: number | null) =>
    (filter.campaignId === undefined || campaignId === filter.campaignId) &&
    (filter.channelId === undefined || channelId === filter.channelId);

  for (let date = range.start; date <= range.end; date = addDays(date, 1)) {
    for (const agg of pub.clicksByDate.get(date) ?? []) {
      if (matches(agg.campaignId, agg.channelId))
        group(keyOf(date, agg.campaignId, agg.channelId)).clicks += agg.clicks;
    }
  }
  for (const t of pub.transactions) {
    if (t.date < range.start || t.date > range.end || t.status === 'rejected') continue;
    if (!matches(t.campaignId, t.channelId)) continue;
    addInto(group(keyOf(t.date, t.campaignId, t.channelId)), {
      clicks: 0,
      transactions: 1,
      commission: t.commission ?? 0,
      sale: t.sale ?? 0,
    });
  }
  return groups;
}
