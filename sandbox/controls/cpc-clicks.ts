// The CPC clicks control: decides chosen clicks of a day later (validated or rejected, or back to pending), with a
// fresh `updated_at`, as the network does days after a click (spec: clicks are often decided days later). Written
// from the spec on its own (no import from lib/).
import { iso } from '../dates';
import { unprocessable } from '../errors';
import type { CpcClickRecord } from '../types';

export const CPC_STATUSES = ['pending', 'validated', 'rejected'] as const;
type CpcStatus = (typeof CPC_STATUSES)[number];

export function isCpcStatus(value: unknown): value is CpcStatus {
  return typeof value === 'string' && (CPC_STATUSES as readonly string[]).includes(value);
}

/** Sets `status` on the clicks `ids` of one day's list (every id must be in it), stamped `nowMs`. */
export function decideClicks(clicks: CpcClickRecord[], ids: number[], status: CpcStatus, nowMs: number) {
  const byId = new Map(clicks.map((k) => [k.id, k]));
  const chosen = ids.map((id) => {
    const click = byId.get(id);
    if (!click) throw unprocessable(`click ${id} is not one of this publisher's clicks of that date`);
    return click;
  });
  for (const click of chosen) {
    click.status = status;
    click.updatedMs = nowMs;
    click.validatedAt = status === 'validated' ? iso(nowMs) : null;
    click.rejectedAt = status === 'rejected' ? iso(nowMs) : null;
  }
  return chosen;
}
