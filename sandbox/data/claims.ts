// Missing-transaction claims a publisher has filed, in every status. Amounts are INR (paise) on every account.
import { addDays, iso, msAt } from '../dates';
import { percentOf } from '../money';
import type { Rng } from '../random';
import type { CampaignRecord, ClaimRecord } from '../types';

const STATUSES: ClaimRecord['status'][] = ['pending', 'approved', 'rejected'];

export function buildClaims(
  campaigns: CampaignRecord[],
  count: number,
  today: string,
  firstId: number,
  rng: Rng,
): ClaimRecord[] {
  const eligible = campaigns.filter((c) => c.type === 'CPS' && c.missingTxAccepted);
  return Array.from({ length: count }, (_, i) => {
    const campaign = rng.pick(eligible);
    const status = STATUSES[i % STATUSES.length]!;
    const transactionDate = addDays(today, -rng.int(10, 110));
    const filed = addDays(transactionDate, rng.int(2, 4));
    const salePaise = rng.int(499, 24_999) * 100;
    const createdMs = msAt(filed, rng.int(30_000, 80_000));
    const decidedMs = status === 'pending' ? createdMs : createdMs + rng.int(1, 3) * 86_400_000;
    return {
      id: firstId + i,
      orderNumber: `${campaign.name.slice(0, 2).toUpperCase()}${rng.int(10_000_000, 99_999_999)}`,
      campaignId: campaign.id,
      transactionDate,
      salePaise,
      commissionPaise: status === 'approved' ? percentOf(salePaise, campaign.payout) : null,
      status,
      couponCode: rng.chance(0.4) ? rng.pick(['SAVE10', 'WELCOME', 'FESTIVE15']) : null,
      additionalInfo: rng.chance(0.6) ? 'Paid by UPI; the order confirmation e-mail is attached.' : null,
      source: rng.pick(['dashboard', 'dashboard', 'api']),
      createdAt: iso(createdMs),
      updatedAt: iso(decidedMs),
    };
  });
}
