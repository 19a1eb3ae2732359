// The publish queue's own IndexedDB store (its one owner): the queued posts, each one's card as PNG bytes (up to
// 10 MB each, too big for storage.local's quota beside everything else), the record of every post that went out
// (for the duplicate guard, ended deals and the digest), and when the background last ran. Keys: `item:<id>`,
// `card:<id>`, `post:<id>`, `meta:<name>`.

import { promisifyRequest, type UseStore } from 'idb-keyval';
import type { Verdict } from '../core/link-verdict';
import type { DealProblem } from '../history/deal-health';
import type { MadeLink } from '../posting/prepare-post';
import type { QueueItem } from './queue-item';

/** A queued post: the pure item plus what sending needs, kept as it was rendered when it was queued. */
export interface QueuedPost extends QueueItem {
  title: string;
  /** The link made for the post; null for a converted post, whose text carries the converter's links. */
  made: MadeLink | null;
  /** A converted post's text (its source when it is sent) and its Buy now link; absent for any other post. */
  text?: string;
  link?: string;
  hasCard: boolean;
  /** Counts the person's fresh starts after an unknown outcome: the attempt id is `queue:<id>:<attempt>`. */
  attempt: number;
  offer: { id: number; endDate: string } | null;
  /** The link's verdict for the destination's channel when it was queued (absent on posts queued before it). */
  verdict?: Verdict | null;
}

/** A post that went out (through the queue or Post now), as the queue remembers it. */
export interface SentPost {
  /** The attempt's id. */
  id: string;
  destinationId: string;
  destinationName: string;
  chat: string;
  messageId: number | string;
  postUrl: string | null;
  postedAt: number;
  productKey: string | null;
  title: string;
  link: string;
  /** The first message as sent (HTML): the photo's caption or the message's text. */
  firstHtml: string;
  photo: boolean;
  campaignId: number | null;
  offer: { id: number; endDate: string } | null;
  /** The key the link was made with: an index of another key says nothing about it. */
  keyId: string | null;
  /** Set once the post was marked ended (or the edit was refused for good): never edited twice. */
  ended: { at: number; problem: DealProblem; failure: string | null } | null;
}

export type QueueStore = ReturnType<typeof createQueueStore>;

export function createQueueStore(store: UseStore) {
  async function readPrefix<T>(prefix: string): Promise<T[]> {
    const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
    return store('readonly', (os) => promisifyRequest<T[]>(os.getAll(range)));
  }
  const put = (key: string, value: unknown) =>
    store('readwrite', (os) => {
      os.put(value, key);
      return promisifyRequest(os.transaction);
    });

  return {
    items: () => readPrefix<QueuedPost>('item:'),
    async item(id: string): Promise<QueuedPost | undefined> {
      return store('readonly', (os) => promisifyRequest<QueuedPost | undefined>(os.get(`item:${id}`)));
    },
    /** Writes the item, and its card with it when given (one transaction). */
    putItem(item: QueuedPost, card?: Uint8Array): Promise<void> {
      return store('readwrite', (os) => {
        os.put(item, `item:${item.id}`);
        if (card) os.put(card, `card:${item.id}`);
        return promisifyRequest(os.transaction);
      });
    },
    removeItem(id: string): Promise<void> {
      return store('readwrite', (os) => {
        os.delete(`item:${id}`);
        os.delete(`card:${id}`);
        return promisifyRequest(os.transaction);
      });
    },
    async card(id: string): Promise<Uint8Array | null> {
      const bytes = await store('readonly', (os) => promisifyRequest<Uint8Array | undefined>(os.get(`card:${id}`)));
      return bytes ?? null;
    },
    posts: () => readPrefix<SentPost>('post:'),
    putPost: (post: SentPost) => put(`post:${post.id}`, post),
    async lastRunningAt(): Promise<number | null> {
      const at = await store('readonly', (os) => promisifyRequest<unknown>(os.get('meta:lastRunningAt')));
      return typeof at === 'number' ? at : null;
    },
    setLastRunningAt: (at: number) => put('meta:lastRunningAt', at),
    async digestSent(): Promise<Record<string, string>> {
      const sent = await store('readonly', (os) => promisifyRequest<unknown>(os.get('meta:digestSent')));
      return sent && typeof sent === 'object' ? (sent as Record<string, string>) : {};
    },
    setDigestSent: (sent: Record<string, string>) => put('meta:digestSent', sent),
  };
}
