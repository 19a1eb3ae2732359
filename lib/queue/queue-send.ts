// Sending a queued post: claimed first (so a second tick or press finds it under way), sent through posting's own
// send path (one slot is one post: the attempt is stored before Telegram is asked), remembered, and settled; a send
// cut off by a stopped worker is settled by what its attempt's record says.
import { t } from '../core/i18n';
import { postAttemptsRecord } from '../posting/post-attempts';
import { failureWords, type QueueContext } from './queue-context';
import { isDue, type QueueEvent, transition } from './queue-item';
import type { QueuedPost } from './queue-store';
import { queuedLink, recordSent, sentLink } from './sent-record';

export const attemptIdOf = (item: QueuedPost) => `queue:${item.id}:${item.attempt}`;

export async function settle(ctx: QueueContext, id: string, event: QueueEvent): Promise<void> {
  await ctx.serially(async () => {
    const item = await ctx.store.item(id);
    if (!item) return;
    const result = transition(item, event);
    if (result.ok && result.item) await ctx.store.putItem({ ...item, ...result.item });
  });
}

async function claim(ctx: QueueContext, id: string, now: number): Promise<QueuedPost | null> {
  return ctx.serially(async () => {
    const item = await ctx.store.item(id);
    if (!item || !isDue(item, now)) return null;
    const result = transition(item, { type: 'startSending', at: now });
    if (!result.ok || !result.item) return null;
    const next = { ...item, ...result.item };
    await ctx.store.putItem(next);
    return next;
  });
}

/** Sends one due post. */
export async function sendItem(ctx: QueueContext, id: string): Promise<void> {
  const claimed = await claim(ctx, id, ctx.services.now());
  if (!claimed) return;
  try {
    const destination = await ctx.sendingDestination(claimed.destinationId);
    const card = claimed.hasCard ? await ctx.store.card(id) : null;
    const result = await ctx.posting.send(
      {
        destinationId: destination.id,
        source: claimed.made ? { kind: 'link', url: claimed.made.pageUrl } : { kind: 'text', text: claimed.text ?? '' },
        postId: claimed.id,
        attemptId: attemptIdOf(claimed),
        caption: claimed.caption,
        card: card ? bytesToBase64(card) : null,
        title: claimed.title,
      },
      { link: queuedLink(claimed), made: claimed.made },
    );
    await recordSent(
      ctx,
      destination,
      attemptIdOf(claimed),
      {
        result,
        link: sentLink(claimed.made, queuedLink(claimed)),
        caption: claimed.caption,
        title: claimed.title,
        photo: card !== null,
      },
      { productKey: claimed.productKey, offer: claimed.offer },
    );
    await settle(ctx, id, { type: 'sent', at: ctx.services.now(), messageId: result.messageId });
  } catch (error) {
    await settle(ctx, id, { type: 'failed', at: ctx.services.now(), reason: failureWords(error) });
  }
}

/** A send cut off by a stopped worker: its attempt's record says whether it went out. */
export async function settleInterrupted(ctx: QueueContext, item: QueuedPost): Promise<void> {
  const attempt = (await postAttemptsRecord.get()).find((a) => a.id === attemptIdOf(item));
  const now = ctx.services.now();
  if (attempt?.state === 'sent') {
    await settle(ctx, item.id, { type: 'sent', at: attempt.at, messageId: attempt.result.messageId });
  } else if (attempt?.state === 'sending') {
    await settle(ctx, item.id, { type: 'failed', at: now, reason: t('queueOutcomeUnknown') });
  } else {
    // Nothing reached Telegram: it goes out at its next check, or is listed as missed.
    await ctx.serially(async () => {
      const current = await ctx.store.item(item.id);
      if (current) await ctx.store.putItem({ ...current, sendingSince: null });
    });
  }
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
