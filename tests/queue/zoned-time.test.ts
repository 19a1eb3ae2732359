import { describe, expect, it } from 'vitest';
import { addDays, isTimeZone, parseClock, zonedInstant, zonedParts } from '../../lib/queue/zoned-time';

describe('zoned time', () => {
  it('names the instant of a wall time in a zone without summer time', () => {
    expect(zonedInstant({ year: 2026, month: 11, day: 26 }, 9 * 60, 'Asia/Kolkata')).toBe(
      Date.UTC(2026, 10, 26, 3, 30),
    );
    expect(zonedParts(Date.UTC(2026, 10, 26, 20, 0), 'Asia/Kolkata')).toEqual({
      year: 2026,
      month: 11,
      day: 27,
      minutes: 90,
      seconds: 0,
    });
  });

  it('reads a wall time the clocks skip as after the jump', () => {
    // London, 29 March 2026: 01:00 GMT becomes 02:00 BST, so 01:30 does not exist; it is read as 02:30 BST.
    expect(zonedInstant({ year: 2026, month: 3, day: 29 }, 90, 'Europe/London')).toBe(Date.UTC(2026, 2, 29, 1, 30));
    // New York, 8 March 2026: 02:30 does not exist; 03:30 EDT.
    expect(zonedInstant({ year: 2026, month: 3, day: 8 }, 150, 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 7, 30));
  });

  it('reads a wall time the clocks show twice as its first showing', () => {
    // New York, 1 November 2026: 01:30 EDT (05:30Z), then 01:30 EST (06:30Z).
    expect(zonedInstant({ year: 2026, month: 11, day: 1 }, 90, 'America/New_York')).toBe(Date.UTC(2026, 10, 1, 5, 30));
  });

  it('adds days across months and years, and reads clock times and zone names', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseClock('09:05')).toBe(545);
    expect(parseClock('23:59')).toBe(1439);
    for (const bad of ['24:00', '9:05', '09:60', '', 'noon']) expect(parseClock(bad), bad).toBeNull();
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
