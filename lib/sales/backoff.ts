// After a 429 or a 5xx (or the network failing), scheduled syncs wait before trying again: 15 minutes, doubling
// with each failure in a row up to 6 hours, or until the reset time a 429 gives when that is later.
import { apiInstant } from '../core/format/api-time';

const BASE_MS = 15 * 60_000;
const MAX_MS = 6 * 3_600_000;

export type FailureClass = 'unauthorized' | 'backoff' | 'other';

export function classify(kind: string | undefined): FailureClass {
  if (kind === 'unauthorized') return 'unauthorized';
  if (kind === 'rate_limited' || kind === 'server' || kind === 'network' || kind === 'timeout') return 'backoff';
  return 'other';
}

/** When scheduled syncs may try again after `failures` failures in a row (at least 1). */
export function retryAt(nowMs: number, failures: number, resetsAt?: string): number {
  const wait = Math.min(MAX_MS, BASE_MS * 2 ** Math.max(0, failures - 1));
  const reset = resetsAt ? apiInstant(resetsAt) : Number.NaN;
  return Math.max(nowMs + wait, Number.isNaN(reset) ? 0 : reset);
}
