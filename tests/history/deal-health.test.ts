import { describe, expect, it } from 'vitest';
import { type DealKnowledge, dealProblem, localDay } from '../../lib/history/deal-health';

const index = new Map([
  [1, { id: 1, access_status: 'approved' }],
  [2, { id: 2, access_status: 'rejected' }],
]);
const known = (extra: Partial<DealKnowledge> = {}): DealKnowledge => ({
  campaigns: index,
  today: '2025-06-18',
  goneOffers: new Set(),
  ...extra,
});

describe('deal health', () => {
  it('marks a campaign missing from the index, and one whose access was lost', () => {
    expect(dealProblem({ campaignId: 1 }, known())).toBeNull();
    expect(dealProblem({ campaignId: 2 }, known())).toBe('accessLost');
    expect(dealProblem({ campaignId: 9 }, known())).toBe('campaignGone');
  });

  it('tells nothing of the campaign without a campaign or an index', () => {
    expect(dealProblem({ campaignId: null }, known())).toBeNull();
    expect(dealProblem({ campaignId: 9 }, known({ campaigns: null }))).toBeNull();
  });
});

describe('deal health of an offer’s link', () => {
  const offer = (endDate: string, id = 70) => ({ campaignId: 1, offer: { id, endDate, couponCode: 'FRESH150' } });

  it('is fine through its end date, expired the day after', () => {
    expect(dealProblem(offer('2025-06-18'), known())).toBeNull();
    expect(dealProblem(offer('2025-07-01'), known())).toBeNull();
    expect(dealProblem(offer('2025-06-17'), known())).toBe('offerEnded');
    // Local knowledge alone: no index needed.
    expect(dealProblem(offer('2025-06-17'), known({ campaigns: null }))).toBe('offerEnded');
  });

  it('is expired when a complete list of its campaign no longer holds it', () => {
    expect(dealProblem(offer('2025-07-01', 70), known({ goneOffers: new Set([70]) }))).toBe('offerGone');
    expect(dealProblem(offer('2025-07-01', 71), known({ goneOffers: new Set([70]) }))).toBeNull();
  });

  it('names the campaign’s problem first: its offers went with it', () => {
    expect(dealProblem({ ...offer('2025-06-01'), campaignId: 9 }, known())).toBe('campaignGone');
    expect(dealProblem({ ...offer('2025-06-01'), campaignId: 2 }, known())).toBe('accessLost');
  });

  it('an entry without an offer is never an expired offer', () => {
    expect(dealProblem({ campaignId: 1, offer: null }, known({ goneOffers: new Set([70]) }))).toBeNull();
  });

  it('today is the browser’s own calendar day', () => {
    const ms = new Date(2025, 0, 5, 23, 59).getTime();
    expect(localDay(ms)).toBe('2025-01-05');
  });
});
