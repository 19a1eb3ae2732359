// The queue's rules run together on a fake clock, the way the background will run them on each alarm: slots
// assigned, a check every minute, due posts sent, a browser closed for a while, missed posts rescheduled.
import { describe, expect, it } from 'vitest';
import { checkQueue } from '../../lib/queue/missed';
import { newQueueItem, type QueueEvent, type QueueItem, transition } from '../../lib/queue/queue-item';
import { assignSlots, nextFreeSlot, type SlotSettings } from '../../lib/queue/slots';

const MIN = 60_000;
const settings: SlotSettings = {
  minutesBetween: 5,
  activeFrom: '09:00',
  activeUntil: '21:00',
  timeZone: 'Asia/Kolkata',
};
const ist = (hh: number, mm: number) => Date.UTC(2026, 10, 26, hh, mm) - 330 * MIN;

class FakeQueue {
  items: QueueItem[] = [];
  sent: { id: string; destinationId: string; at: number }[] = [];
  private nextMessage = 1;

  add(destinationId: string, count: number, now: number, askBeforePosting = false): void {
    const taken = this.items
      .filter((i) => i.destinationId === destinationId && i.slotAt !== null)
      .map((i) => i.slotAt as number);
    for (const slotAt of assignSlots(count, { settings, taken, now })) {
      const id = `${destinationId}-${this.items.filter((i) => i.destinationId === destinationId).length}`;
      this.items.push(
        newQueueItem({ id, destinationId, caption: '#ad deal', productKey: null, slotAt, askBeforePosting, now }),
      );
    }
  }

  apply(id: string, event: QueueEvent): void {
    const index = this.items.findIndex((i) => i.id === id);
    const result = transition(this.items[index] as QueueItem, event);
    if (!result.ok) throw new Error(`${event.type} refused for ${id}: ${result.reason}`);
    if (result.item) this.items[index] = result.item;
    else this.items.splice(index, 1);
  }

  /** One alarm: what the background will do. */
  check(now: number, lastRunningAt: number) {
    const result = checkQueue(this.items, { now, lastRunningAt });
    for (const { item } of result.missed) this.apply(item.id, { type: 'miss' });
    for (const item of result.due) {
      this.apply(item.id, { type: 'startSending', at: now });
      this.sent.push({ id: item.id, destinationId: item.destinationId, at: now });
      this.apply(item.id, { type: 'sent', at: now, messageId: this.nextMessage++ });
    }
    return result;
  }

  status(id: string) {
    return this.items.find((i) => i.id === id)?.status;
  }
}

describe('the queue on a fake clock', () => {
  it('sends 10 posts to 2 destinations at their 5-minute slots, one per destination per slot', () => {
    const q = new FakeQueue();
    q.add('a', 5, ist(8, 50));
    q.add('b', 5, ist(8, 50));
    for (let now = ist(8, 50); now <= ist(9, 40); now += MIN) q.check(now, now - MIN);
    expect(q.sent).toHaveLength(10);
    for (const s of q.sent) expect(s.at).toBe(q.items.find((i) => i.id === s.id)?.slotAt);
    for (const dest of ['a', 'b']) {
      expect(q.sent.filter((s) => s.destinationId === dest).map((s) => s.at)).toEqual(
        [0, 5, 10, 15, 20].map((m) => ist(9, m)),
      );
    }
    expect(q.items.every((i) => i.status === 'posted')).toBe(true);
  });

  it('after the browser was closed, lists the missed posts, sends none of them, and reschedules them on request', () => {
    const q = new FakeQueue();
    q.add('a', 5, ist(8, 50));
    q.add('b', 5, ist(8, 50));
    for (let now = ist(8, 50); now <= ist(9, 6); now += MIN) q.check(now, now - MIN);
    expect(q.sent.map((s) => s.id)).toEqual(['a-0', 'b-0', 'a-1', 'b-1']);
    // Closed from 09:06 to 09:31: the queue is intact, and nothing goes out at start.
    const start = q.check(ist(9, 31), ist(9, 6));
    expect(start.closed).toEqual({ from: ist(9, 6), to: ist(9, 31) });
    expect(q.sent).toHaveLength(4);
    expect(q.items).toHaveLength(10);
    const missed = q.items.filter((i) => i.status === 'missed').map((i) => i.id);
    expect(missed).toEqual(['a-2', 'a-3', 'a-4', 'b-2', 'b-3', 'b-4']);
    expect(start.missed.every((m) => m.why === 'closed')).toBe(true);
    // A later check does not send them either.
    q.check(ist(9, 32), ist(9, 31));
    expect(q.sent).toHaveLength(4);
    // Reschedule a-2, Post now b-2, Remove a-3.
    const taken = q.items
      .filter((i) => i.destinationId === 'a' && i.status !== 'missed')
      .map((i) => i.postedAt ?? (i.slotAt as number));
    q.apply('a-2', { type: 'reschedule', slotAt: nextFreeSlot({ settings, taken, now: ist(9, 32) }) as number });
    q.apply('b-2', { type: 'postNow', at: ist(9, 32) });
    q.apply('a-3', { type: 'remove' });
    q.check(ist(9, 33), ist(9, 32));
    expect(q.status('b-2')).toBe('posted');
    expect(q.status('a-2')).toBe('waiting');
    expect(q.items.find((i) => i.id === 'a-2')?.slotAt).toBe(ist(9, 35));
    for (let now = ist(9, 34); now <= ist(9, 40); now += MIN) q.check(now, now - MIN);
    expect(q.status('a-2')).toBe('posted');
    expect(q.items.map((i) => i.id)).not.toContain('a-3');
    expect(q.sent).toHaveLength(6);
  });

  it('holds the posts of a destination that asks before posting until they are approved', () => {
    const q = new FakeQueue();
    q.add('a', 2, ist(8, 50), true);
    for (let now = ist(8, 50); now <= ist(9, 3); now += MIN) q.check(now, now - MIN);
    expect(q.sent).toEqual([]);
    expect(q.items.map((i) => i.status)).toEqual(['needs_approval', 'needs_approval']);
    q.apply('a-1', { type: 'editCaption', caption: '#ad edited' });
    q.apply('a-1', { type: 'approve' });
    for (let now = ist(9, 4); now <= ist(9, 6); now += MIN) q.check(now, now - MIN);
    expect(q.sent.map((s) => [s.id, s.at])).toEqual([['a-1', ist(9, 5)]]);
    expect(q.items.find((i) => i.id === 'a-1')?.caption).toBe('#ad edited');
    expect(q.status('a-0')).toBe('needs_approval');
  });
});
