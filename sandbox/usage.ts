// The daily creation limits (100 channels, 100 access requests per publisher per UTC day).
import { utcDay } from './dates';
import { DAILY_LIMIT, dailyLimitReached } from './errors';
import type { PublisherState } from './types';

export type UsageKind = 'channels' | 'access_requests';

const WHAT: Record<UsageKind, string> = { channels: 'new channels', access_requests: 'campaign access requests' };

function usedToday(pub: PublisherState, kind: UsageKind, now: Date): number {
  return pub.usage.get(`${kind}:${utcDay(now)}`) ?? 0;
}

export function setUsedToday(pub: PublisherState, kind: UsageKind, now: Date, used: number): void {
  pub.usage.set(`${kind}:${utcDay(now)}`, used);
}

/** Throws the 429 when today's limit is used up; otherwise counts one more. */
export function countCreation(pub: PublisherState, kind: UsageKind, now: Date): void {
  const used = usedToday(pub, kind, now);
  if (used >= DAILY_LIMIT) throw dailyLimitReached(WHAT[kind], used, now, kind === 'access_requests');
  setUsedToday(pub, kind, now, used + 1);
}
