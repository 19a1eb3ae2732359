// A history entry for the history's tests.
import type { HistoryEntry } from '../../lib/history/entry';

export function entry(id: number, extra: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id,
    at: id,
    pageUrl: 'https://www.kiranabasket.in/p/rice',
    pageTitle: 'Basmati rice',
    campaignId: 1,
    campaignName: 'Kirana Basket',
    channelId: null,
    subIds: [],
    short: false,
    link: `https://track.example/track?n=${id}`,
    source: 'popup',
    postId: null,
    tag: null,
    ...extra,
  };
}
