// The first free slot of a destination: its queued slots and recent posts taken, and the chat's 20 messages a minute
// shared with every destination that posts to the same chat.
import { localValidationError } from '../core/api/errors';
import { t } from '../core/i18n';
import type { Destination } from '../posting/destination';
import type { QueueContext } from './queue-context';
import { type QueueSettings, slotSettingsOf } from './queue-settings';
import { nextFreeSlot } from './slots';

export async function freeSlot(
  ctx: QueueContext,
  destination: Destination,
  settings: QueueSettings,
  now: number,
  except?: string,
): Promise<number> {
  const [items, posts] = await Promise.all([ctx.store.items(), ctx.store.posts()]);
  const chats = new Set((await ctx.destinations()).filter((d) => d.chat === destination.chat).map((d) => d.id));
  const live = items.filter((i) => i.id !== except && i.status !== 'missed' && i.status !== 'failed');
  const times = (ids: (id: string) => boolean) => [
    ...live.filter((i) => ids(i.destinationId) && i.status !== 'posted').flatMap((i) => (i.slotAt ? [i.slotAt] : [])),
    ...posts.filter((p) => ids(p.destinationId) && p.postedAt > now - 86_400_000).map((p) => p.postedAt),
  ];
  const slot = nextFreeSlot({
    settings: slotSettingsOf(settings, destination.id),
    taken: times((id) => id === destination.id),
    chatSends: times((id) => chats.has(id)),
    now,
  });
  if (slot === null) throw localValidationError('slot', t('queueNoFreeSlot'));
  return slot;
}
