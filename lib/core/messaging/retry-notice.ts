// The background's word to open pages that a read of the API failed and is being tried again, so that a person
// waiting on a page sees why it takes long. Plain data, no dependencies: the popup imports it.

export interface RetryNotice {
  type: 'api.retrying';
  /** The attempt that failed (1 = the first) and how many there will be at most. */
  attempt: number;
  attempts: number;
  /** The pause before the next attempt. */
  delayMs: number;
  /** The retried read has its final answer (success or failure): the notice goes. */
  done?: boolean;
}

export function isRetryNotice(message: unknown): message is RetryNotice {
  return !!message && typeof message === 'object' && (message as { type?: unknown }).type === 'api.retrying';
}
