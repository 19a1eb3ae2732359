// What the queue remembers of a post that went out (through the queue or Post now): its message, its first message
// as sent (for the ended mark), its link and campaign, its product key (for the guard) and the key it was made with.
import { planTexts, withDisclosure } from '../posting/caption-limits';
import type { Destination } from '../posting/destination';
import type { PostResult } from '../posting/post-attempts';
import type { MadeLink } from '../posting/prepare-post';
import type { QueueContext } from './queue-context';
import type { QueuedPost, SentPost } from './queue-store';

/** What a sent post's record keeps of its link: the link, and the campaign the API said it is of. */
export interface SentLink {
  link: string;
  campaignId: number | null;
}

/** A queued post's link: the one made for it, or a converted post's Buy now link. */
export function queuedLink(item: Pick<QueuedPost, 'made' | 'link'>): string {
  return item.made?.link ?? item.link ?? '';
}

/** A post with a made link keeps it; a converted post (no made link) keeps its Buy now link. */
export function sentLink(made: MadeLink | null, fallback: string): SentLink {
  return made
    ? { link: made.link, campaignId: made.result.campaign?.id ?? null }
    : { link: fallback, campaignId: null };
}

function firstHtml(destination: Destination, caption: string, title: string, link: string, photo: boolean) {
  const disclosure = destination.addDisclosure ? destination.disclosure.trim() || null : null;
  return planTexts(withDisclosure(caption, disclosure), { photo, title, link, disclosure }).first;
}

export async function recordSent(
  ctx: QueueContext,
  destination: Destination,
  id: string,
  sent: { result: PostResult; link: SentLink; caption: string; title: string; photo: boolean },
  extra: { productKey: string | null; offer: SentPost['offer'] },
): Promise<void> {
  const { result, link } = sent;
  await ctx.store.putPost({
    id,
    destinationId: destination.id,
    destinationName: destination.name,
    chat: destination.chat,
    messageId: result.messageId,
    postUrl: result.postUrl,
    postedAt: ctx.services.now(),
    productKey: extra.productKey,
    title: sent.title,
    link: link.link,
    firstHtml: firstHtml(destination, sent.caption, sent.title, link.link, sent.photo),
    photo: sent.photo,
    campaignId: link.campaignId,
    offer: extra.offer,
    keyId: await ctx.currentKeyId(),
    ended: null,
  });
}
