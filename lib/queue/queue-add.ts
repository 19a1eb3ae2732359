// Add to queue from the Post dialog: the post kept as rendered (its card's bytes in the queue's store) at the
// destination's next free slot, unless the duplicate guard stops it. The guard's decision and the queued post's
// write are one step per product (duplicate-decision.ts), so a double press queues it once.
import { preparePost } from '../posting/prepare-post';
import { sendableLink } from '../posting/send-post';
import { cardOf, checkCaption, type DialogPost, offerOf } from './dialog-post';
import type { Duplicate, DuplicateDecider } from './duplicate-decision';
import { postKeyOf } from './post-keys';
import type { QueueContext } from './queue-context';
import { newQueueItem } from './queue-item';
import { destinationSettings, queueSettingsRecord } from './queue-settings';
import type { QueuedPost } from './queue-store';
import { type QueueItemView, viewOf } from './queue-view';
import { freeSlot } from './slot-picker';

export type AddAnswer = { duplicate: Duplicate } | { queued: QueueItemView; unchecked?: true };

export async function addToQueue(
  ctx: QueueContext,
  decider: DuplicateDecider,
  request: DialogPost,
  arm: () => Promise<void>,
): Promise<AddAnswer> {
  const destination = await ctx.sendingDestination(request.destinationId);
  checkCaption(destination, request.caption);
  const card = await cardOf(request.card);
  const prepared = await preparePost(ctx.services, destination, request.source, request.postId);
  const made = prepared.made;
  const text = request.source.kind === 'text' ? request.source.text : undefined;
  // Checked at the press, not at the slot: a converted post needs a web link for its Buy now button.
  const { link } = sendableLink({ link: prepared.link, made });
  const { key, unchecked } = await postKeyOf(ctx, made, request.source);
  const settings = await queueSettingsRecord.get();
  const decided = await decider.decide(destination, key, { settings, force: request.force }, () =>
    ctx.serially(async () => {
      const now = ctx.services.now();
      const queued: QueuedPost = {
        ...newQueueItem({
          id: ctx.randomId(),
          destinationId: destination.id,
          caption: request.caption,
          productKey: key,
          slotAt: await freeSlot(ctx, destination, settings, now),
          askBeforePosting: destinationSettings(settings, destination.id).askBeforePosting,
          now,
        }),
        title: request.title,
        made,
        ...(made ? {} : { text, link }),
        hasCard: card !== null,
        verdict: prepared.verdict,
        attempt: 0,
        offer: offerOf(request.source, prepared),
      };
      await ctx.store.putItem(queued, card ?? undefined);
      return queued;
    }),
  );
  if ('duplicate' in decided) return decided;
  await arm();
  return { queued: viewOf(decided.done, [destination]), ...(unchecked ? { unchecked: true as const } : {}) };
}
