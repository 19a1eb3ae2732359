// Post now from the Post dialog: the duplicate guard first, then posting's own send, remembered by the queue. The
// guard's decision and the hold of the product are one step (duplicate-decision.ts): a second Post now of the same
// product meanwhile (a double press, another tab) is told it is being posted, and is not sent.
import { isApiError } from '../core/api/errors';
import { type PostResult, postAttemptsRecord } from '../posting/post-attempts';
import { preparePost } from '../posting/prepare-post';
import { type DialogPost, offerOf } from './dialog-post';
import type { Duplicate, DuplicateDecider } from './duplicate-decision';
import { postKeyOf } from './post-keys';
import type { QueueContext } from './queue-context';
import { queueSettingsRecord } from './queue-settings';
import { recordSent, sentLink } from './sent-record';

export type PostNowAnswer = { duplicate: Duplicate } | { posted: PostResult; unchecked?: true };

export async function postNowFromDialog(
  ctx: QueueContext,
  decider: DuplicateDecider,
  request: DialogPost & { attemptId: string },
): Promise<PostNowAnswer> {
  const destination = await ctx.sendingDestination(request.destinationId);
  const prepared = await preparePost(ctx.services, destination, request.source, request.postId);
  const made = prepared.made;
  const { key, unchecked } = await postKeyOf(ctx, made, request.source);
  // The same press asked again (its answer was lost) gets its first answer from posting, never the guard's.
  const earlier = (await postAttemptsRecord.get()).some((a) => a.id === request.attemptId);
  const settings = await queueSettingsRecord.get();
  const force = request.force || earlier;
  const decided = await decider.decide(destination, key, { settings, force, attemptId: request.attemptId }, async () =>
    decider.hold(destination.id, key, request.attemptId),
  );
  if ('duplicate' in decided) return decided;
  const release = decided.done;
  let result: PostResult;
  try {
    result = await ctx.posting.send(request, { link: made?.link ?? prepared.link, made });
  } catch (error) {
    // Refused: nothing was posted, the product is free again. Outcome unknown: it may be in the chat, so it stays held.
    if (!isApiError(error) || error.kind !== 'outcome_unknown') release();
    throw error;
  }
  // A converted post is remembered too: its chat's 20 a minute counts it, and the guard knows its products.
  await recordSent(
    ctx,
    destination,
    request.attemptId,
    {
      result,
      link: sentLink(made, prepared.link),
      caption: request.caption,
      title: request.title,
      photo: request.card !== null,
    },
    { productKey: key, offer: offerOf(request.source, prepared) },
  )
    .catch((error: unknown) => console.warn('The post could not be remembered by the queue', error))
    .finally(release);
  return { posted: result, ...(unchecked ? { unchecked: true as const } : {}) };
}
