// Requests counted per key (a member, or an address for failed sign-ins) in fixed one-minute windows, per relay
// instance: enough to stop a runaway script or a code guesser without a store of its own.
import { RelayError } from './errors';

export interface RateLimit {
  /** Counts one request; a 429 once the key is over its minute's budget. */
  hit(key: string): void;
  /** The 429 a key over its budget gets, without counting. */
  check(key: string): void;
}

export function createRateLimit(perMinute: number, now: () => number = Date.now): RateLimit {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string) => {
    const w = windows.get(key);
    return w && now() - w.start < 60_000 ? w : null;
  };
  const check = (key: string) => {
    const w = current(key);
    if (!w || w.count <= perMinute) return;
    const seconds = Math.ceil((w.start + 60_000 - now()) / 1000);
    throw new RelayError(429, 'rate_limited', `Too many requests: try again in ${seconds} s.`, { retryAfter: seconds });
  };
  return {
    check,
    hit(key) {
      const w = current(key);
      if (w) w.count++;
      else {
        if (windows.size > 50_000) windows.clear();
        windows.set(key, { start: now(), count: 1 });
      }
      check(key);
    },
  };
}
