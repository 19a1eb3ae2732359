// The queue's check, on the `queue` alarm and at every worker start: missed slots listed, interrupted sends settled,
// due posts sent (each destination's in turn, destinations side by side, so one slow chat holds no other's slots),
// ended deals marked, digests sent, and the alarm set again.
import { nextDigestTime, sendDigests } from './digest-sending';
import { ENDED_WATCH_MS, markEnded } from './ended-marking';
import { checkQueue } from './missed';
import type { QueueContext } from './queue-context';
import { QUEUE_ALARM } from './queue-keys';
import { sendItem, settle, settleInterrupted } from './queue-send';
import { queueSettingsRecord } from './queue-settings';
import type { QueuedPost } from './queue-store';
import { chatSendDelay } from './slots';

/** The tick runs at least this often while anything waits (a post, an ended check, a digest). */
export const HEARTBEAT_MS = 15 * 60_000;
const MINUTE = 60_000;

export function createQueueTick(ctx: QueueContext) {
  let ticking: Promise<void> | null = null;
  let tickAgain = false;

  /** One check of the queue. Joins a check already running (and runs once more after it). */
  function tick(): Promise<void> {
    if (ticking) {
      tickAgain = true;
      return ticking;
    }
    ticking = (async () => {
      do {
        tickAgain = false;
        await runTick().catch((error: unknown) => console.warn('The queue check failed', error));
      } while (tickAgain);
    })().finally(() => {
      ticking = null;
    });
    return ticking;
  }

  async function runTick(): Promise<void> {
    const { store, services } = ctx;
    const now = services.now();
    const lastRunningAt = await store.lastRunningAt();
    await store.setLastRunningAt(now);
    const settings = await queueSettingsRecord.get();
    const check = checkQueue(await store.items(), { now, lastRunningAt });
    for (const item of check.interrupted) await settleInterrupted(ctx, item);
    for (const { item } of check.missed) await settle(ctx, item.id, { type: 'miss' });
    await sendDue(check.due, now);
    await markEnded(ctx, services.now(), settings);
    await sendDigests(ctx, services.now(), settings);
    await arm();
  }

  async function sendDue(due: readonly QueuedPost[], now: number): Promise<void> {
    const [posts, all] = await Promise.all([ctx.store.posts(), ctx.destinations()]);
    const byDestination = new Map<string, QueuedPost[]>();
    for (const item of due)
      byDestination.set(item.destinationId, [...(byDestination.get(item.destinationId) ?? []), item]);
    await Promise.all(
      [...byDestination.values()].map(async (items) => {
        for (const item of items) {
          // Never a 21st message within a minute to one chat: a post that would be waits for the next check.
          const chat = all.find((d) => d.id === item.destinationId)?.chat;
          const chatSent = posts.filter((p) => p.chat === chat).map((p) => p.postedAt);
          if (chatSendDelay(chatSent, now) > 0) continue;
          await sendItem(ctx, item.id);
        }
      }),
    );
  }

  /** Sets the `queue` alarm to the next slot, digest or heartbeat; clears it when nothing waits. */
  async function arm(): Promise<void> {
    const now = ctx.services.now();
    const [items, settings, posts] = await Promise.all([
      ctx.store.items(),
      queueSettingsRecord.get(),
      ctx.store.posts(),
    ]);
    const times: number[] = [];
    for (const i of items) {
      if (i.status === 'waiting') times.push(Math.max(i.slotAt ?? now, now + MINUTE / 2));
      if (i.status === 'waiting' || i.status === 'needs_approval') times.push(now + HEARTBEAT_MS);
    }
    for (const [id, s] of Object.entries(settings.destinations)) {
      if (s.digest) times.push(nextDigestTime(s, settings.timeZone, now));
      const watched = posts.some(
        (p) => p.destinationId === id && p.ended === null && p.postedAt > now - ENDED_WATCH_MS,
      );
      if (s.markEnded && watched) times.push(now + HEARTBEAT_MS);
    }
    const alarms = ctx.services.browser.alarms;
    if (times.length === 0) {
      await alarms.clear(QUEUE_ALARM);
      return;
    }
    await alarms.create(QUEUE_ALARM, { when: Math.min(...times) });
  }

  return { tick, arm };
}
