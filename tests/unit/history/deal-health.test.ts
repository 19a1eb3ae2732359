import { describe, expect, it } from 'vitest';
import { dealProblem } from '../../../lib/history/deal-health';

describe('deal health', () => {
  const index = new Map([
    [1, { id: 1, access_status: 'approved' }],
    [2, { id: 2, access_status: 'rejected' }],
  ]);
  it('marks a campaign missing from the index, and one whose access was lost', () => {
    expect(dealProblem({ campaignId: 1 }, index)).toBeNull();
    expect(dealProblem({ campaignId: 2 }, index)).toBe('accessLost');
    expect(dealProblem({ campaignId: 9 }, index)).toBe('campaignGone');
  });
  it('tells nothing without a campaign or an index', () => {
    expect(dealProblem({ campaignId: null }, index)).toBeNull();
    expect(dealProblem({ campaignId: 9 }, null)).toBeNull();
  });
});
