import { describe, expect, it } from 'vitest';
import { checkQueue, DUE_GRACE_MS } from '../../lib/queue/missed';
import { newQueueItem, type QueueItem, SENDING_STALE_MS, transition } from '../../lib/queue/queue-item';
import { assignSlots, type SlotSettings } from '../../lib/queue/slots';

const MIN = 60_000;
const settings: SlotSettings = {
  minutesBetween: 5,
  activeFrom: '09:00',
  activeUntil: '21:00',
  timeZone: 'Asia/Kolkata',
};
const ist = (hh: number, mm: number) => Date.UTC(2026, 10, 26, hh, mm) - 330 * MIN;

function queue(destinationId: string, slots: number[], status: QueueItem['status'] = 'waiting'): QueueItem[] {
  return slots.map((slotAt, i) => ({
    ...newQueueItem({
      id: `${destinationId}-${i}`,
      destinationId,
      caption: '#ad',
      productKey: null,
      slotAt,
      askBeforePosting: false,
      now: 0,
    }),
    status,
  }));
}

describe('checkQueue', () => {
  it('after a restart lists the slots missed while the browser was closed, and sends none of them', () => {
    // 10 posts to 2 destinations from 09:00; the browser closes at 09:07 and starts again at 09:31.
    const a = queue('a', assignSlots(5, { settings, taken: [], now: ist(8, 55) }));
    const b = queue('b', assignSlots(5, { settings, taken: [], now: ist(8, 55) }));
    const items = [...a, ...b];
    const atClose = checkQueue(items, { now: ist(9, 5), lastRunningAt: ist(9, 4) });
    // While it runs, each slot goes out as it comes: 09:05 now (09:00 was not sent: it is late).
    expect(atClose.due.map((i) => i.id)).toEqual(['a-1', 'b-1']);
    expect(atClose.missed.map((m) => m.item.id)).toEqual(['a-0', 'b-0']);
    const start = checkQueue(items, { now: ist(9, 31), lastRunningAt: ist(9, 7) });
    expect(start.closed).toEqual({ from: ist(9, 7), to: ist(9, 31) });
    // 09:00 and 09:05 were due while it ran (late), 09:10–09:20 came while it was closed; nothing goes out at once.
    expect(start.due).toEqual([]);
    const why = Object.fromEntries(start.missed.map((m) => [m.item.id, m.why]));
    expect(why).toEqual({
      'a-0': 'late',
      'a-1': 'late',
      'a-2': 'closed',
      'a-3': 'closed',
      'a-4': 'closed',
      'b-0': 'late',
      'b-1': 'late',
      'b-2': 'closed',
      'b-3': 'closed',
      'b-4': 'closed',
    });
  });

  it('never bursts on start: at most one post per destination goes out, the earliest, within the grace', () => {
    const a = queue('a', [ist(10, 0), ist(10, 1)]);
    const b = queue('b', [ist(10, 0)]);
    const { due, missed } = checkQueue([...a, ...b], { now: ist(10, 1) + 30_000, lastRunningAt: ist(9, 0) });
    expect(due.map((i) => i.id)).toEqual(['a-0', 'b-0']);
    expect(missed).toEqual([]);
  });

  it('sends a slot a little late (an alarm fires late), and misses it past the grace', () => {
    const [item] = queue('a', [ist(10, 0)]) as [QueueItem];
    expect(checkQueue([item], { now: ist(10, 0) + DUE_GRACE_MS, lastRunningAt: ist(9, 59) }).due).toEqual([item]);
    const late = checkQueue([item], { now: ist(10, 0) + DUE_GRACE_MS + 1, lastRunningAt: ist(10, 2) });
    expect(late.due).toEqual([]);
    expect(late.missed).toEqual([{ item, why: 'late' }]);
    expect(late.closed).toBeNull();
  });

  it('leaves alone future slots, posts needing approval, posts being sent and finished ones', () => {
    const future = queue('a', [ist(12, 0)]);
    const held = queue('b', [ist(9, 0)], 'needs_approval');
    const done = queue('c', [ist(9, 0)], 'posted');
    const [first] = queue('d', [ist(9, 0)]) as [QueueItem];
    const r = transition(first, { type: 'startSending', at: ist(9, 59) });
    const sending = r.ok && r.item ? r.item : first;
    const check = checkQueue([...future, ...held, ...done, sending], { now: ist(10, 0), lastRunningAt: ist(9, 59) });
    expect(check).toEqual({ due: [], missed: [], interrupted: [], closed: null });
  });

  it('never sends again a post whose send was cut off, and hands it back to be settled', () => {
    const [first] = queue('a', [ist(9, 0)]) as [QueueItem];
    const r = transition(first, { type: 'startSending', at: ist(9, 0) });
    const cut = r.ok && r.item ? r.item : first;
    const check = checkQueue([cut], { now: ist(9, 0) + SENDING_STALE_MS, lastRunningAt: ist(9, 1) });
    expect(check.due).toEqual([]);
    expect(check.missed).toEqual([]);
    expect(check.interrupted).toEqual([cut]);
  });

  it('sends a Post now (no slot) at the next check', () => {
    const [item] = queue('a', [ist(10, 0)]) as [QueueItem];
    const r = transition(item, { type: 'postNow', at: ist(11, 0) });
    const now = r.ok && r.item ? r.item : item;
    expect(checkQueue([now], { now: ist(11, 0), lastRunningAt: ist(11, 0) }).due).toEqual([now]);
  });
});
