// The campaign control: pauses, deletes or reactivates a campaign, or changes a publisher's access to it, so that
// tests and the demo can show a deal that stops earning. A paused or deleted campaign then behaves exactly as the
// seeded ones do (hidden from lists, 404 on detail, its offers hidden, `affiliated` false on convert), because every
// route reads `status` and the access map. Written from the spec on its own (no import from lib/).
import { iso, utcDay } from '../dates';
import { ACCESS_STATUSES, type AccessStatus } from '../spec';
import type { CampaignRecord, CampaignStatus, PublisherState } from '../types';

export const CAMPAIGN_STATUSES: readonly CampaignStatus[] = ['active', 'paused', 'deleted'];

export function isCampaignStatus(value: unknown): value is CampaignStatus {
  return typeof value === 'string' && (CAMPAIGN_STATUSES as readonly string[]).includes(value);
}

export function isAccessStatus(value: unknown): value is AccessStatus {
  return typeof value === 'string' && (ACCESS_STATUSES as readonly string[]).includes(value);
}

/** Sets the campaign's status; `updated_at` becomes now when it changes. */
export function setCampaignStatus(campaign: CampaignRecord, status: CampaignStatus, now: Date): void {
  if (campaign.status === status) return;
  campaign.status = status;
  campaign.updatedAt = iso(now.getTime());
}

/**
 * Sets the publisher's access to the campaign. An access request on record follows pending, approved and rejected
 * (a rejection dates the 3-month cooldown from today); the other statuses have none.
 */
export function setAccessStatus(pub: PublisherState, campaign: CampaignRecord, status: AccessStatus, now: Date): void {
  const entry = pub.access.get(campaign.id);
  const request =
    entry?.request && (status === 'pending' || status === 'approved' || status === 'rejected')
      ? { ...entry.request, status, updatedAt: iso(now.getTime()) }
      : null;
  pub.access.set(campaign.id, { status, request, rejectedOn: status === 'rejected' ? utcDay(now) : null });
}
