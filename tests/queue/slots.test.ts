import { describe, expect, it } from 'vitest';
import {
  activeWindows,
  assignSlots,
  CHAT_MAX_PER_MINUTE,
  chatSendDelay,
  isActive,
  nextFreeSlot,
  type SlotSettings,
  slotSettingsProblem,
} from '../../lib/queue/slots';
import { zonedParts } from '../../lib/queue/zoned-time';

const MIN = 60_000;
const kolkata: SlotSettings = {
  minutesBetween: 5,
  activeFrom: '09:00',
  activeUntil: '21:00',
  timeZone: 'Asia/Kolkata',
};
/** An instant given as Kolkata wall time (UTC+5:30, no summer time). */
const ist = (day: number, hh: number, mm: number) => Date.UTC(2026, 10, day, hh, mm) - 330 * MIN;
const wall = (ms: number, zone: string) => {
  const p = zonedParts(ms, zone);
  return `${p.month}-${p.day} ${String(Math.floor(p.minutes / 60)).padStart(2, '0')}:${String(p.minutes % 60).padStart(2, '0')}`;
};

describe('nextFreeSlot', () => {
  it('gives 10 posts to 2 destinations distinct 5-minute slots in order, within active hours', () => {
    const now = ist(26, 8, 52);
    const taken: Record<string, number[]> = { a: [], b: [] };
    const order: { dest: string; slot: number }[] = [];
    for (let i = 0; i < 10; i++) {
      const dest = i % 2 === 0 ? 'a' : 'b';
      const slot = nextFreeSlot({ settings: kolkata, taken: taken[dest] as number[], now });
      expect(slot).not.toBeNull();
      taken[dest]?.push(slot as number);
      order.push({ dest, slot: slot as number });
    }
    for (const dest of ['a', 'b']) {
      const slots = taken[dest] as number[];
      expect(slots.map((s) => wall(s, 'Asia/Kolkata'))).toEqual([
        '11-26 09:00',
        '11-26 09:05',
        '11-26 09:10',
        '11-26 09:15',
        '11-26 09:20',
      ]);
      expect(new Set(slots).size).toBe(5);
      for (const s of slots) expect(isActive(kolkata, s)).toBe(true);
    }
    // Each destination's posts in the order they were queued.
    const a = order.filter((o) => o.dest === 'a').map((o) => o.slot);
    expect(a).toEqual([...a].sort((x, y) => x - y));
  });

  it('starts at the next slot of the grid, not at now', () => {
    expect(wall(nextFreeSlot({ settings: kolkata, taken: [], now: ist(26, 10, 2) }) as number, 'Asia/Kolkata')).toBe(
      '11-26 10:05',
    );
    expect(nextFreeSlot({ settings: kolkata, taken: [], now: ist(26, 10, 5) })).toBe(ist(26, 10, 5));
  });

  it('keeps posts minutesBetween apart, also from a post sent off the grid', () => {
    // A post sent at 10:07 (Post now): 10:10 is too close, 10:15 is the next.
    expect(nextFreeSlot({ settings: kolkata, taken: [ist(26, 10, 7)], now: ist(26, 10, 6) })).toBe(ist(26, 10, 15));
    expect(nextFreeSlot({ settings: kolkata, taken: [ist(26, 10, 10), ist(26, 10, 15)], now: ist(26, 10, 6) })).toBe(
      ist(26, 10, 20),
    );
  });

  it('goes to the next day when today’s hours are over or full', () => {
    expect(nextFreeSlot({ settings: kolkata, taken: [], now: ist(26, 20, 56) })).toBe(ist(27, 9, 0));
    const fullEvening = [ist(26, 20, 50), ist(26, 20, 55)];
    expect(nextFreeSlot({ settings: kolkata, taken: fullEvening, now: ist(26, 20, 46) })).toBe(ist(27, 9, 0));
  });

  it('follows active hours that cross midnight', () => {
    const night: SlotSettings = {
      minutesBetween: 30,
      activeFrom: '22:00',
      activeUntil: '02:00',
      timeZone: 'Asia/Kolkata',
    };
    expect(nextFreeSlot({ settings: night, taken: [], now: ist(27, 1, 10) })).toBe(ist(27, 1, 30));
    expect(nextFreeSlot({ settings: night, taken: [], now: ist(27, 1, 40) })).toBe(ist(27, 22, 0));
    expect(nextFreeSlot({ settings: night, taken: [], now: ist(26, 23, 59) })).toBe(ist(27, 0, 0));
    expect(isActive(night, ist(27, 1, 59))).toBe(true);
    expect(isActive(night, ist(27, 2, 0))).toBe(false);
    expect(isActive(night, ist(27, 12, 0))).toBe(false);
  });

  it('is all day when the hours start and end at the same time', () => {
    const allDay = { ...kolkata, activeFrom: '00:00', activeUntil: '00:00', minutesBetween: 60 };
    expect(nextFreeSlot({ settings: allDay, taken: [], now: ist(26, 23, 30) })).toBe(ist(27, 0, 0));
    expect(isActive(allDay, ist(26, 3, 17))).toBe(true);
  });

  it('reads active hours in the publisher’s zone through summer time', () => {
    const ny: SlotSettings = {
      minutesBetween: 60,
      activeFrom: '09:00',
      activeUntil: '17:00',
      timeZone: 'America/New_York',
    };
    // Saturday 7 March 2026 is EST (UTC−5); Sunday 8 March is EDT (UTC−4).
    expect(nextFreeSlot({ settings: ny, taken: [], now: Date.UTC(2026, 2, 7, 8) })).toBe(Date.UTC(2026, 2, 7, 14));
    expect(nextFreeSlot({ settings: ny, taken: [], now: Date.UTC(2026, 2, 7, 23) })).toBe(Date.UTC(2026, 2, 8, 13));
    // Back to EST on Sunday 1 November.
    expect(nextFreeSlot({ settings: ny, taken: [], now: Date.UTC(2026, 10, 1, 0) })).toBe(Date.UTC(2026, 10, 1, 14));
  });

  it('counts elapsed time across the night the clocks go forward', () => {
    const london: SlotSettings = {
      minutesBetween: 30,
      activeFrom: '00:30',
      activeUntil: '03:00',
      timeZone: 'Europe/London',
    };
    // 29 March 2026: 01:00 GMT becomes 02:00 BST; the window is 00:30 GMT (00:30Z) to 03:00 BST (02:00Z).
    const slots = assignSlots(4, { settings: london, taken: [], now: Date.UTC(2026, 2, 29, 0, 0) });
    expect(slots.slice(0, 3)).toEqual([
      Date.UTC(2026, 2, 29, 0, 30),
      Date.UTC(2026, 2, 29, 1, 0),
      Date.UTC(2026, 2, 29, 1, 30),
    ]);
    expect(wall(slots[1] as number, 'Europe/London')).toBe('3-29 02:00');
    expect(slots[3]).toBe(Date.UTC(2026, 2, 29, 23, 30)); // 00:30 BST the next day
    const window = activeWindows(london, Date.UTC(2026, 2, 29, 0, 0)).next().value;
    expect(window).toEqual({ start: Date.UTC(2026, 2, 29, 0, 30), end: Date.UTC(2026, 2, 29, 2, 0) });
  });

  it('skips a slot when the chat already has 20 messages within a minute of it', () => {
    const at = ist(26, 10, 0);
    const busy = Array.from({ length: CHAT_MAX_PER_MINUTE }, (_, i) => at - 30_000 + i * 1000);
    expect(nextFreeSlot({ settings: kolkata, taken: [], chatSends: busy, now: at })).toBe(ist(26, 10, 5));
    expect(nextFreeSlot({ settings: kolkata, taken: [], chatSends: busy.slice(1), now: at })).toBe(at);
  });

  it('refuses settings it cannot read', () => {
    expect(slotSettingsProblem(kolkata)).toBeNull();
    expect(slotSettingsProblem({ ...kolkata, minutesBetween: 0 })).toBe('minutes_between');
    expect(slotSettingsProblem({ ...kolkata, minutesBetween: 2.5 })).toBe('minutes_between');
    expect(slotSettingsProblem({ ...kolkata, activeFrom: '24:00' })).toBe('active_from');
    expect(slotSettingsProblem({ ...kolkata, activeUntil: '9' })).toBe('active_until');
    expect(slotSettingsProblem({ ...kolkata, timeZone: 'Mars/Olympus' })).toBe('time_zone');
    expect(() => nextFreeSlot({ settings: { ...kolkata, timeZone: 'Mars/Olympus' }, taken: [], now: 0 })).toThrow(
      RangeError,
    );
  });
});

describe('chatSendDelay', () => {
  it('lets a message go at once under 20 a minute, else waits until the oldest of the 20 is a minute old', () => {
    const now = 1_000_000;
    expect(chatSendDelay([], now)).toBe(0);
    const nineteen = Array.from({ length: 19 }, (_, i) => now - 50_000 + i * 1000);
    expect(chatSendDelay(nineteen, now)).toBe(0);
    const twenty = [...nineteen, now - 1000];
    expect(chatSendDelay(twenty, now)).toBe(10_000);
    // Messages older than a minute do not count.
    expect(chatSendDelay([...twenty.slice(1), now - 61_000], now)).toBe(0);
  });
});
