// Search over the history without scanning every entry per keystroke: a token index built once (words of the
// page, title, campaign, channel, sub IDs, link, source and an offer's coupon code), its tokens sorted so that a query word finds every token it
// begins with by binary search. A query matches the entries that have every one of its words.
import type { HistoryEntry } from './entry';

export interface SearchIndex {
  /** Ids of the entries matching `query` (all words, each a prefix of a token); null for an empty query. */
  search(query: string): Set<number> | null;
}

const SPLIT = /[^\p{L}\p{N}]+/u;

export function tokensOf(text: string | null | undefined): string[] {
  if (!text) return [];
  return text.toLowerCase().split(SPLIT).filter(Boolean);
}

function entryText(e: HistoryEntry): string {
  return [
    e.pageUrl,
    e.pageTitle,
    e.campaignName,
    e.campaignId,
    e.channelName,
    ...e.subIds,
    e.link,
    e.source,
    e.tag,
    e.offer?.couponCode,
  ].join(' ');
}

export function buildSearchIndex(entries: readonly HistoryEntry[]): SearchIndex {
  const postings = new Map<string, number[]>();
  for (const e of entries) {
    for (const token of new Set(tokensOf(entryText(e)))) {
      const list = postings.get(token);
      if (list) list.push(e.id);
      else postings.set(token, [e.id]);
    }
  }
  const tokens = [...postings.keys()].sort();

  /** Ids of entries with a token beginning with `word`. */
  function withPrefix(word: string): Set<number> {
    let lo = 0;
    let hi = tokens.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((tokens[mid] as string) < word) lo = mid + 1;
      else hi = mid;
    }
    const out = new Set<number>();
    for (let i = lo; i < tokens.length && (tokens[i] as string).startsWith(word); i++) {
      for (const id of postings.get(tokens[i] as string) as number[]) out.add(id);
    }
    return out;
  }

  return {
    search(query) {
      const words = [...new Set(tokensOf(query))].sort((a, b) => b.length - a.length);
      if (words.length === 0) return null;
      let result: Set<number> | null = null;
      for (const word of words) {
        const found = withPrefix(word);
        if (result === null) result = found;
        else {
          const next = new Set<number>();
          for (const id of result) if (found.has(id)) next.add(id);
          result = next;
        }
        if (result.size === 0) break;
      }
      return result;
    },
  };
}
