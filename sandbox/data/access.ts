// Each publisher's access to each campaign, with the access request behind pending, approved and rejected ones.
import { addDays, iso, msAt } from '../dates';
import type { Rng } from '../random';
import type { AccessEntry } from '../types';
import type { AccessSeed, MerchantSeed } from './merchants';

export function buildAccess(
  seeds: MerchantSeed[],
  side: 'inr' | 'usd',
  channelId: number,
  today: string,
  rng: Rng,
  nextRequestId: () => number,
): Map<number, AccessEntry> {
  const access = new Map<number, AccessEntry>();
  for (const seed of seeds) access.set(seed.id, entryFor(seed.id, seed[side], channelId, today, rng, nextRequestId));
  return access;
}

function entryFor(
  campaignId: number,
  seed: AccessSeed,
  channelId: number,
  today: string,
  rng: Rng,
  nextRequestId: () => number,
): AccessEntry {
  const request = (status: 'pending' | 'approved' | 'rejected', appliedDaysAgo: number, decidedDaysAgo: number) => ({
    id: nextRequestId(),
    campaignId,
    channelId,
    promotionDetails: 'Featured in my deal posts and weekly round-ups.',
    status,
    createdAt: iso(msAt(addDays(today, -appliedDaysAgo), 40_000 + campaignId)),
    updatedAt: iso(msAt(addDays(today, -decidedDaysAgo), 50_000 + campaignId)),
  });
  if (seed.startsWith('rejected:')) {
    const daysAgo = Number(seed.slice('rejected:'.length));
    return {
      status: 'rejected',
      request: request('rejected', daysAgo + 6, daysAgo),
      rejectedOn: addDays(today, -daysAgo),
    };
  }
  if (seed === 'pending') {
    const applied = rng.int(2, 20);
    return { status: 'pending', request: request('pending', applied, applied), rejectedOn: null };
  }
  if (seed === 'approved') {
    const applied = rng.int(120, 600);
    return { status: 'approved', request: request('approved', applied, applied - 3), rejectedOn: null };
  }
  return { status: seed as AccessEntry['status'], request: null, rejectedOn: null };
}
