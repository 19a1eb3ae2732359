// One link the person took, as the history keeps it. Types and small pure helpers only: the background writes
// entries (lib/background/link-history.ts), the options page reads them (Options -> History).

/** Where the link was made. */
export const HISTORY_SOURCES = ['popup', 'menu', 'shortcut', 'monetize', 'post', 'offer', 'posting'] as const;
export type HistorySource = (typeof HISTORY_SOURCES)[number];

/** The most entries kept: past it the oldest go (said in the UI). */
export const HISTORY_MAX = 10_000;

export interface HistoryEntry {
  /** Unique and growing with time (the store's key): milliseconds * 1000 + a counter. */
  id: number;
  /** When it was taken, ms since the epoch. */
  at: number;
  /** The page the link leads to (the merchant's page; for a post's link, the address converted). */
  pageUrl: string;
  pageTitle: string | null;
  campaignId: number | null;
  campaignName: string | null;
  /** The channel the link carries (its `cid`), else the one asked for; null: the API's default, not known. */
  channelId: number | null;
  /**
   * The channel's name as the background last saw it in an API answer, kept so the history shows it without a
   * request; absent in entries recorded before names were kept, null when the name was not known.
   */
  channelName?: string | null;
  /** Sub IDs 1 to 5 as sent (blank ones ''); a generated tag is in slot 5. */
  subIds: string[];
  /** The link taken is the short link. */
  short: boolean;
  /** The link the person took (short or tracking). */
  link: string;
  source: HistorySource;
  /** Links converted in one run of the post converter share this. */
  postId: string | null;
  /** The tag this extension put in Sub ID 5 (Track earnings per link), null when none was added. */
  tag: string | null;
  /** An offer's link (source `offer`): which offer, so the history can tell when it expired. */
  offer?: HistoryOffer | null;
  /** A post to a destination (source `posting`): where it went and Telegram's message. */
  posted?: HistoryPosted | null;
  /** A converted post's links: the destinations the same post went to after the first (`posted`), oldest first. */
  postedAlso?: HistoryPosted[];
}

export interface HistoryPosted {
  destination: string;
  /** The message's id (Telegram's number, Discord's string); null where nothing was sent (WhatsApp, Copy only). */
  messageId: number | string | null;
  /** `https://t.me/<channel>/<id>` for a public chat. */
  postUrl: string | null;
}

export interface HistoryOffer {
  id: number;
  /** The offer's last day, `YYYY-MM-DD` as the API gives it. */
  endDate: string;
  couponCode: string | null;
}

/** What the background knows when a link is taken; `id` and `at` are given by the store's writer. */
export type NewHistoryEntry = Omit<HistoryEntry, 'id' | 'at'>;

/** Ids for entries made at `ms`: growing, unique within one writer even for several entries in one millisecond. */
export function createIdMaker(): (ms: number) => number {
  let last = 0;
  return (ms) => {
    last = Math.max(ms * 1000, last + 1);
    return last;
  };
}
