// History's copy of what the relay sent: the posts sent since the last read (`/v1/posts/sent`, oldest first), each
// recorded in the link history once, with its message and the sub ID tag of the member who queued it (Sub ID 4, as
// the extension put it in the link). The place reached is kept with the connection (the time and the ids sent at
// that time), so reading again, or two reads at once, never records a post twice.
import type { Kernel } from '../core/background/kernel';
import { parseWebUrl } from '../core/web-url';
import { channelOfLink } from '../history/link-history';
import { linkHistoryOf } from '../history/link-history-service';
import { type RelayPost, readMembers, readSent } from './relay-answers';
import { relayRequest } from './relay-client';
import { type RelayConnection, relayConnectionRecord } from './relay-connection';
import { memberSubIds } from './sub-id';

/** Pages of 100 read in one go at most; the rest waits for the next read. */
const PAGES_MAX = 10;

export type RelayHistory = ReturnType<typeof createRelayHistory>;

export function createRelayHistory(k: Kernel) {
  let running: Promise<number> = Promise.resolve(0);

  async function record(post: RelayPost, subId: string): Promise<void> {
    const link = parseWebUrl(post.link);
    if (!link) return;
    await linkHistoryOf(k).record(
      [
        {
          // The merchant's page is a tracking link's `url`; the link itself when it has none.
          pageUrl: parseWebUrl(link.searchParams.get('url'))?.href ?? link.href,
          result: { tracking_url: link.href, short_url: undefined, campaign: null },
          used: { channelId: channelOfLink(link.href), shorten: false, subIds: memberSubIds(subId) },
        },
      ],
      {
        source: 'posting',
        incognito: false,
        title: post.title || post.caption.split('\n', 1)[0] || undefined,
        postId: null,
        posted: {
          destination: post.destinationName,
          messageId: post.messageId,
          postUrl: parseWebUrl(post.postUrl)?.href ?? null,
        },
      },
    );
  }

  async function readAll(connection: RelayConnection): Promise<number> {
    const call = { fetch: k.fetch, address: connection.address, code: connection.code };
    let { sentSince, sentIdsAt } = connection;
    let subIds: Map<string, string> | null = null;
    let recorded = 0;
    for (let page = 0; page < PAGES_MAX; page++) {
      const { posts, next } = await relayRequest(call, 'GET', `/posts/sent?since=${sentSince}&limit=100`, readSent);
      const fresh = posts.filter((p) => p.postedAt !== null && !(p.postedAt === sentSince && sentIdsAt.includes(p.id)));
      if (fresh.length > 0 && subIds === null) {
        const { members } = await relayRequest(call, 'GET', '/members', readMembers);
        subIds = new Map(members.map((m) => [m.id, m.subId]));
      }
      for (const post of fresh) {
        await record(post, subIds?.get(post.memberId) ?? '');
        recorded++;
        const at = post.postedAt as number;
        sentIdsAt = at === sentSince ? [...sentIdsAt, post.id] : [post.id];
        sentSince = at;
      }
      // Kept after each page: a read cut off later starts from here.
      const now = await relayConnectionRecord.get();
      if (!now || now.address !== connection.address || now.member.id !== connection.member.id) return recorded;
      await relayConnectionRecord.set({ ...now, sentSince, sentIdsAt });
      if (next === null || fresh.length === 0) break;
    }
    return recorded;
  }

  /** Records what the relay sent since the last read; resolves with how many posts were recorded. */
  function sync(): Promise<number> {
    const run = running.then(async () => {
      const connection = await relayConnectionRecord.get();
      return connection ? readAll(connection) : 0;
    });
    running = run.catch(() => 0);
    return run;
  }

  return { sync, idle: () => running.then(() => undefined) };
}
