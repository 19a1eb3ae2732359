// The orders Link history can be read in. The store gives entries newest first; each other order is computed once
// per load (memoised by the page) and a search then keeps that order's entries that match, so a keystroke never
// sorts 10,000 entries again.
import { compareAmounts } from '../sales/compare-amounts';
import type { EarningsJoin } from './earnings';
import type { HistoryEntry } from './entry';

export const HISTORY_SORTS = ['newest', 'oldest', 'commission', 'sales', 'campaign'] as const;
export type HistorySort = (typeof HISTORY_SORTS)[number];

/** `entries` (newest first) in the order `sort`; ties keep the newest first (Array#sort is stable). */
export function sortHistory(
  entries: readonly HistoryEntry[],
  sort: HistorySort,
  earnings: EarningsJoin,
): readonly HistoryEntry[] {
  switch (sort) {
    case 'newest':
      return entries;
    case 'oldest':
      return [...entries].reverse();
    case 'commission': {
      // Per currency (INR first), never one sum of two; links with no record last.
      const of = (e: HistoryEntry) => earnings.byEntry.get(e.id);
      return [...entries].sort((a, b) => {
        const x = of(a);
        const y = of(b);
        if (!x || !y) return Number(!x) - Number(!y);
        return compareAmounts(y.commission, x.commission);
      });
    }
    case 'sales': {
      const of = (e: HistoryEntry) => earnings.byEntry.get(e.id)?.sales ?? 0;
      return [...entries].sort((a, b) => of(b) - of(a));
    }
    case 'campaign': {
      const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
      // Links without a campaign go last.
      return [...entries].sort((a, b) =>
        a.campaignName === null || b.campaignName === null
          ? Number(a.campaignName === null) - Number(b.campaignName === null)
          : collator.compare(a.campaignName, b.campaignName),
      );
    }
  }
}

/** Whether the table may group links under their post: only in time order, where a post's links sit together. */
export function groupsPosts(sort: HistorySort): boolean {
  return sort === 'newest' || sort === 'oldest';
}
