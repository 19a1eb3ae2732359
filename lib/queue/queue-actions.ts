// A person's action on a queued post in Options -> Queue: post now, approve, remove, reschedule, edit the caption.
import { localValidationError } from '../core/api/errors';
import { t } from '../core/i18n';
import type { Destination } from '../posting/destination';
import { postAttemptsRecord } from '../posting/post-attempts';
import { checkCaption } from './dialog-post';
import type { QueueContext } from './queue-context';
import { type QueueEvent, transition } from './queue-item';
import { attemptIdOf } from './queue-send';
import type { QueueSettings } from './queue-settings';
import type { QueuedPost } from './queue-store';
import { freeSlot } from './slot-picker';

export type QueueAction =
  | { action: 'postNow' }
  | { action: 'approve' }
  | { action: 'remove' }
  | { action: 'reschedule' }
  | { action: 'editCaption'; caption: string };

const REFUSALS = {
  not_now: 'queueNotNow',
  empty_caption: 'queueEmptyCaption',
  already_sending: 'queueAlreadySending',
} as const;

async function eventOf(
  ctx: QueueContext,
  request: QueueAction,
  item: QueuedPost,
  destination: Destination | undefined,
  settings: QueueSettings,
  now: number,
): Promise<QueueEvent> {
  switch (request.action) {
    case 'postNow':
      return { type: 'postNow', at: now };
    case 'approve':
      return { type: 'approve' };
    case 'remove':
      return { type: 'remove' };
    case 'editCaption':
      if (destination) checkCaption(destination, request.caption);
      return { type: 'editCaption', caption: request.caption };
    case 'reschedule':
      if (!destination) throw localValidationError('destination', t('postingNoSuchDestination'));
      return { type: 'reschedule', slotAt: await freeSlot(ctx, destination, settings, now, item.id) };
  }
}

/** The action applied to the stored item (one write at a time): the item as it is now, or null once removed. */
export async function applyAction(
  ctx: QueueContext,
  id: string,
  request: QueueAction,
  settings: QueueSettings,
): Promise<QueuedPost | null> {
  const all = await ctx.destinations();
  return ctx.serially(async () => {
    const item = await ctx.store.item(id);
    if (!item) throw localValidationError('id', t('queueNoSuchPost'));
    const now = ctx.services.now();
    const destination = all.find((d) => d.id === item.destinationId);
    const result = transition(item, await eventOf(ctx, request, item, destination, settings, now));
    if (!result.ok) throw localValidationError('id', t(REFUSALS[result.reason]));
    if (!result.item) {
      await ctx.store.removeItem(id);
      return null;
    }
    let next: QueuedPost = { ...item, ...result.item };
    // Approved after its slot passed: the next free slot instead, so it is not listed as missed at once.
    if (request.action === 'approve' && next.slotAt !== null && next.slotAt < now && destination) {
      next = { ...next, slotAt: await freeSlot(ctx, destination, settings, now, id) };
    }
    // The person looked and chose to send again a post whose last send's outcome is unknown: a new attempt.
    if (request.action === 'postNow' || request.action === 'reschedule') {
      const attempt = (await postAttemptsRecord.get()).find((a) => a.id === attemptIdOf(item));
      if (attempt?.state === 'sending') next = { ...next, attempt: item.attempt + 1 };
    }
    await ctx.store.putItem(next);
    return next;
  });
}
