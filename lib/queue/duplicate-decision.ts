// The duplicate guard, decided once per product key (issue 44, item 5): two Add to queue or two Post now for one
// product at the same moment (a double press, two tabs) are decided one after the other, each seeing what the other
// did: a queued post is in the store before the next decision, and a Post now under way is held here until its post
// is recorded (or it failed). A send whose outcome is unknown stays held: the post may be in the chat.
import type { Destination } from '../posting/destination';
import { findDuplicate } from './duplicate-guard';
import type { QueueContext } from './queue-context';
import type { QueueSettings } from './queue-settings';

export interface Duplicate {
  at: number;
  destinationName: string;
  postUrl: string | null;
  /** Still in the queue, not yet posted. */
  queued: boolean;
  /** Being posted right now (or its outcome is not known yet). */
  sending?: boolean;
  /** A relay's team: the member who queued or sent it. */
  by?: string;
}

interface Sending {
  attemptId: string;
  at: number;
}

export type DuplicateDecider = ReturnType<typeof createDuplicateDecider>;

export function createDuplicateDecider(ctx: QueueContext) {
  const decisions = new Map<string, Promise<unknown>>();
  const sending = new Map<string, Sending>();
  const slot = (destinationId: string, key: string) => `${destinationId}\n${key}`;

  /** The latest post of the product to the destination within the window, one queued, or one being sent. */
  async function duplicateOf(
    destination: Destination,
    key: string,
    settings: QueueSettings,
    attemptId?: string,
  ): Promise<Duplicate | null> {
    const now = ctx.services.now();
    const under = sending.get(slot(destination.id, key));
    if (under && under.attemptId !== attemptId) {
      return { at: under.at, destinationName: destination.name, postUrl: null, queued: false, sending: true };
    }
    const candidate = { productKey: key, destinationId: destination.id };
    const posted = findDuplicate(await ctx.store.posts(), candidate, settings.duplicateHours, now);
    if (posted) {
      return { at: posted.postedAt, destinationName: destination.name, postUrl: posted.postUrl, queued: false };
    }
    const queued = (await ctx.store.items()).find(
      (i) =>
        i.productKey === key &&
        i.destinationId === destination.id &&
        (i.status === 'waiting' || i.status === 'needs_approval'),
    );
    return queued ? { at: queued.slotAt ?? now, destinationName: destination.name, postUrl: null, queued: true } : null;
  }

  /**
   * One decision for the product at the destination at a time: the guard (unless `force`), then `commit` (the queued
   * post written) before the next decision for that product is made. Without a key there is nothing to decide.
   */
  function decide<T>(
    destination: Destination,
    key: string | null,
    guard: { settings: QueueSettings; force: boolean; attemptId?: string },
    commit: () => Promise<T>,
  ): Promise<{ duplicate: Duplicate } | { done: T }> {
    const run = async () => {
      if (key !== null && !guard.force) {
        const duplicate = await duplicateOf(destination, key, guard.settings, guard.attemptId);
        if (duplicate) return { duplicate };
      }
      return { done: await commit() };
    };
    if (key === null) return run();
    const id = slot(destination.id, key);
    const decision = (decisions.get(id) ?? Promise.resolve()).then(run, run);
    const settled = decision.catch(() => undefined);
    decisions.set(id, settled);
    void settled.then(() => {
      if (decisions.get(id) === settled) decisions.delete(id);
    });
    return decision;
  }

  /** Holds the product at the destination while its Post now is under way (decided within `decide`'s commit). */
  function hold(destinationId: string, key: string | null, attemptId: string): () => void {
    if (key === null) return () => {};
    const id = slot(destinationId, key);
    sending.set(id, { attemptId, at: ctx.services.now() });
    return () => {
      if (sending.get(id)?.attemptId === attemptId) sending.delete(id);
    };
  }

  return { decide, hold };
}
