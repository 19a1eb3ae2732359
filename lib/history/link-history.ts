// The link history's background side: the tag of "Track earnings per link" added to a new link's sub IDs, and the
// record of each link the person took (popup Copy, context menu, shortcut, monetize, each link of a post, an offer's
// link). Nothing is recorded while Keep link history is off, nor from a private (incognito) window, and only links the
// popup would show are recorded: a link the web-address rule refuses (`javascript:`, a user name before the host, not
// http(s) at all) was never given to the person, whatever source reported it.
import type { ConvertResult } from '../core/api/schemas';
import { maskValue } from '../core/background/key-mask';
import { parseWebUrl } from '../core/web-url';
import { type ChannelNames, readChannelNames } from './channel-names';
import {
  createIdMaker,
  type HistoryEntry,
  type HistoryOffer,
  type HistoryPosted,
  type HistorySource,
  type NewHistoryEntry,
} from './entry';
import { getHistorySettings } from './settings';
import type { HistoryStore } from './store';
import { isTag } from './tag';
import { createTagger } from './tagger';

/** The later destinations an entry keeps (the queue's guard stops the same post to one destination within a day). */
const POSTED_ALSO_MAX = 20;

const samePost = (a: HistoryPosted, b: HistoryPosted) =>
  a.destination === b.destination && a.messageId === b.messageId && a.postUrl === b.postUrl;

export interface LinkHistoryDeps {
  store: HistoryStore;
  now: () => number;
  random?: () => number;
  /** Whether the window the person is in (the popup's, the side panel's) is private; for pages without a tab. */
  privateWindow: () => Promise<boolean>;
  /** The channel names seen in API answers; the stored record when omitted. */
  channelNames?: () => Promise<ChannelNames>;
  /** What Clear history also forgets, given the pages of the history cleared (history-clear.ts). */
  forgetPages?: (pageUrls: string[]) => Promise<void>;
}

/** Where a link was taken, as the background learns it. */
export interface TakenFrom {
  source: HistorySource;
  /** The tab's own flag when the request came with a tab (context menu, shortcut); else the window is asked. */
  incognito?: boolean;
  title?: string | null;
  postId?: string | null;
  /** A post to a destination: where it went. */
  posted?: HistoryPosted;
}

/** What a conversion tells of a link taken. */
export interface TakenLink {
  pageUrl: string;
  result: Pick<ConvertResult, 'tracking_url' | 'short_url' | 'campaign'>;
  used: { channelId: number | null; shorten: boolean; subIds: string[] };
  /** An offer's link: the offer. */
  offer?: HistoryOffer;
}

export type LinkHistory = ReturnType<typeof createLinkHistory>;

export function createLinkHistory({
  store,
  now,
  random = Math.random,
  privateWindow,
  channelNames = readChannelNames,
  forgetPages,
}: LinkHistoryDeps) {
  const nextId = createIdMaker();
  const tagged = createTagger({ now, random });
  let writes: Promise<unknown> = Promise.resolve();

  /** Records the links taken; resolves with whether they were recorded. */
  async function record(links: readonly TakenLink[], from: TakenFrom): Promise<boolean> {
    const shown = links.filter((l) => parseWebUrl(linkTaken(l)) !== null);
    const settings = await getHistorySettings();
    if (!settings.keep || shown.length === 0) return false;
    const incognito = from.incognito ?? (await privateWindow().catch(() => true));
    if (incognito) return false;
    const at = now();
    const names = await channelNames().catch((): ChannelNames => ({}));
    // Options -> History reads the store itself, not through the router: a key an API answer echoed is masked here.
    const entries = shown.map((l) => maskValue({ id: nextId(at), at, ...entryOf(l, from, names) }) as HistoryEntry);
    const write = writes.then(() => store.add(entries));
    writes = write.catch(() => undefined);
    await write;
    return true;
  }

  /**
   * A converted post that went out: the post converter's entry of each of its links (the newest per link) learns
   * where it was posted, so History shows the post with its links and their earnings; the same post sent on to
   * another destination is added after the first (`postedAlso`), never the same post twice. Resolves with how many
   * entries were marked; none while Keep link history is off.
   */
  async function markPosted(links: readonly string[], posted: HistoryPosted): Promise<number> {
    if (!(await getHistorySettings()).keep) return 0;
    const wanted = new Set(links.flatMap((link) => parseWebUrl(link)?.href ?? []));
    const write = writes.then(async () => {
      const marked = new Map<string, HistoryEntry>();
      // Newest first: the first entry met for a link is the one the converter made last.
      for (const entry of await store.readAll()) {
        const link = parseWebUrl(entry.link)?.href;
        if (entry.source !== 'post' || !link || !wanted.has(link) || marked.has(link)) continue;
        marked.set(link, entry);
      }
      const entries = [...marked.values()].flatMap((e): HistoryEntry[] => {
        if (!e.posted) return [{ ...e, posted }];
        const known = [e.posted, ...(e.postedAlso ?? [])];
        if (known.some((p) => samePost(p, posted))) return [];
        return [{ ...e, postedAlso: [...(e.postedAlso ?? []), posted].slice(-POSTED_ALSO_MAX) }];
      });
      if (entries.length > 0) await store.add(entries);
      return entries.length;
    });
    writes = write.catch(() => undefined);
    return write;
  }

  /** Empties the history, then forgets what it implies (forgetPages); waits for the writes already asked for. */
  async function clear(): Promise<void> {
    await writes;
    const pages = forgetPages ? [...new Set((await store.readAll()).map((e) => e.pageUrl))] : [];
    await store.clear();
    await forgetPages?.(pages);
  }

  return { tagged, record, markPosted, clear };
}

/** The channel a tracking link carries: its `cid` (spec section 4), null when it has none. */
export function channelOfLink(link: string): number | null {
  const cid = parseWebUrl(link)?.searchParams.get('cid') ?? '';
  return /^\d{1,15}$/.test(cid) ? Number(cid) : null;
}

/** The link the person was given: the short one where it was asked for and sent, else the tracking link. */
function linkTaken({ result, used }: TakenLink): string {
  return used.shorten && result.short_url ? result.short_url : result.tracking_url;
}

function entryOf(taken: TakenLink, from: TakenFrom, names: ChannelNames): NewHistoryEntry {
  const { pageUrl, result, used, offer } = taken;
  const short = used.shorten && !!result.short_url;
  const slot5 = used.subIds[4];
  // The channel the link really carries: the API falls back to the default channel for one it cannot use.
  const channelId = channelOfLink(result.tracking_url) ?? used.channelId;
  return {
    pageUrl,
    pageTitle: from.title?.trim() || null,
    campaignId: result.campaign?.id ?? null,
    campaignName: result.campaign?.name ?? null,
    channelId,
    channelName: channelId === null ? null : (names[channelId] ?? null),
    subIds: [...used.subIds],
    short,
    link: linkTaken(taken),
    source: from.source,
    postId: from.postId ?? null,
    tag: isTag(slot5) ? (slot5 as string) : null,
    ...(offer ? { offer } : {}),
    ...(from.posted ? { posted: from.posted } : {}),
  };
}
