// The relay's clock. In production it is the wall clock. A test may run it faster (`RELAY_TIME_SCALE`, from a shared
// `RELAY_TIME_EPOCH`) so a day of one-minute slots passes in seconds; slots, active hours and the duplicate window
// are all read on this clock, and only the job engine's start times are converted back to the wall clock.

export interface Clock {
  now(): number;
  /** The wall-clock instant at which this clock shows `at` (for the job engine's start times). */
  wallAt(at: number): number;
  /** Wall-clock milliseconds for a span of this clock's milliseconds. */
  wallSpan(ms: number): number;
  /** This clock's milliseconds for a span of wall-clock milliseconds. */
  span(wallMs: number): number;
}

export function createClock(scale = 1, epoch = Date.now()): Clock {
  if (!(scale > 0)) throw new RangeError('The time scale must be above 0');
  return {
    now: () => epoch + (Date.now() - epoch) * scale,
    wallAt: (at) => epoch + (at - epoch) / scale,
    wallSpan: (ms) => ms / scale,
    span: (wallMs) => wallMs * scale,
  };
}
