// What to do with the queue when the background starts or an alarm fires: the posts whose slot has just come go
// out (at most one per destination, so a start is never a burst), and the posts whose slot passed more than a few
// minutes ago (the browser was closed, the computer asleep, the worker stopped) are Missed, for the person to
// Post now, Reschedule or Remove.
import { isSending, type QueueItem } from './queue-item';

/** A slot this late is still posted: an alarm fires a little after its time, a worker takes a moment to start. */
export const DUE_GRACE_MS = 2 * 60_000;

export interface MissedPost<T> {
  item: T;
  /** `closed`: the slot came while the browser was not running; `late`: it was running, but the post did not go. */
  why: 'closed' | 'late';
}

export interface QueueCheck<T> {
  /** To send now, at most one per destination, the earliest slot first. */
  due: T[];
  missed: MissedPost<T>[];
  /**
   * Sends that started and never finished (the worker stopped mid-way): never sent again from here, since the post
   * may be in the chat; the sender settles each (its record of the send says whether it went) as sent or failed.
   */
  interrupted: T[];
  /** When the browser was not running, if for longer than the grace: from its last sign of life to now. */
  closed: { from: number; to: number } | null;
}

export function checkQueue<T extends QueueItem>(
  items: readonly T[],
  { now, lastRunningAt, graceMs = DUE_GRACE_MS }: { now: number; lastRunningAt: number | null; graceMs?: number },
): QueueCheck<T> {
  const due: T[] = [];
  const missed: MissedPost<T>[] = [];
  const destinationsDue = new Set<string>();
  const interrupted = items.filter((i) => i.status === 'waiting' && i.sendingSince !== null && !isSending(i, now));
  const waiting = items
    .filter((i) => i.status === 'waiting' && i.sendingSince === null)
    .sort((a, b) => (a.slotAt ?? Number.NEGATIVE_INFINITY) - (b.slotAt ?? Number.NEGATIVE_INFINITY));
  for (const item of waiting) {
    if (item.slotAt !== null && item.slotAt > now) continue;
    if (item.slotAt !== null && item.slotAt < now - graceMs) {
      missed.push({ item, why: lastRunningAt !== null && item.slotAt > lastRunningAt ? 'closed' : 'late' });
    } else if (!destinationsDue.has(item.destinationId)) {
      destinationsDue.add(item.destinationId);
      due.push(item);
    }
    // A second post of a destination due at once (Post now pressed twice on two posts) waits for the next check.
  }
  const closed = lastRunningAt !== null && now - lastRunningAt > graceMs ? { from: lastRunningAt, to: now } : null;
  return { due, missed, interrupted, closed };
}
