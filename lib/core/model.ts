// The extension's own records that pages, the background and storage all speak of. Types only: no code, so any
// side may import them (the wire protocol, lib/protocol.ts, names them too).
import type { Campaign, Ping } from './api/schemas';

/** What a page may know about the account: never the key itself. */
export interface AccountState {
  keySet: boolean;
  /** The key's last four characters, shown masked as `••••3f9a`. */
  keyTail: string | null;
  baseUrl: string;
  /** The `/ping` identity kept when the key was saved (refreshed in the background). */
  identity: Ping | null;
  /** True once the API answered 401 to this key: every page says so and links to the Account section. */
  keyInvalid: boolean;
}

/** Options of a conversion; anything left out is taken from what was last used on that site. */
export interface LinkOptions {
  channelId?: number | null;
  shorten?: boolean;
  /** Sub IDs 1 to 5 in order; blank ones are not sent. At most 5. */
  subIds?: string[];
}

export interface Settings {
  /** Copy the short link (context menu, shortcut) and show it in the popup by default. */
  preferShortLink: boolean;
  /** Hours between refreshes of the campaign index. */
  indexRefreshHours: number;
}

export interface SiteInfo {
  /** The campaign the page's registrable domain matches in the campaign index, or null. */
  campaign: Campaign | null;
  /** When the campaign index was last refreshed (ISO 8601), null before its first load. */
  indexedAt: string | null;
  /** Options remembered for this site (channel, sub IDs) and the short-link setting. */
  remembered: Required<LinkOptions>;
}
