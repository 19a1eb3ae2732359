import { describe, expect, it } from 'vitest';
import { joinEarnings } from '../../lib/history/earnings';
import { groupsPosts, sortHistory } from '../../lib/history/sort';
import { sale } from '../sales/sale';
import { entry } from './entry';

const T = '2026-06-18T00:00:00Z';
// Newest first, as the store gives them.
const ENTRIES = [
  entry(5, { campaignName: 'voltix', tag: 't0618-eeee' }),
  entry(4, { campaignName: null, campaignId: null }),
  entry(3, { campaignName: 'Style Loom', tag: 't0618-cccc' }),
  entry(2, { campaignName: 'kirana Basket', tag: 't0618-bbbb' }),
  entry(1, { campaignName: 'Kirana Basket', tag: 't0618-aaaa' }),
];
const EARNINGS = joinEarnings(ENTRIES, [
  sale(1, 'validated', T, { sub_id_5: 't0618-aaaa', user_commission: '9.99' }),
  sale(2, 'pending', T, { sub_id_5: 't0618-bbbb', user_commission: '100.00' }),
  sale(3, 'paid', T, { sub_id_5: 't0618-cccc', user_commission: '10.00' }),
  sale(4, 'paid', T, { sub_id_5: 't0618-cccc', user_commission: '0.01' }),
  sale(5, 'rejected', T, { sub_id_5: 't0618-eeee', user_commission: '500.00' }),
]);
const ids = (sort: Parameters<typeof sortHistory>[1]) => sortHistory(ENTRIES, sort, EARNINGS).map((e) => e.id);

describe('Link history orders', () => {
  it('newest first is the store order; oldest first its reverse', () => {
    expect(ids('newest')).toEqual([5, 4, 3, 2, 1]);
    expect(ids('oldest')).toEqual([1, 2, 3, 4, 5]);
  });

  it('most commission compares exact decimals (100.00 > 10.01 > 9.99); rejected earns nothing; ties stay newest first', () => {
    expect(ids('commission')).toEqual([2, 3, 1, 5, 4]);
  });

  it('most sales counts earned records only', () => {
    expect(ids('sales')).toEqual([3, 2, 1, 5, 4]);
  });

  it('campaign A–Z ignores case, keeps newest first among equals, and puts links without a campaign last', () => {
    expect(ids('campaign')).toEqual([2, 1, 3, 5, 4]);
  });

  it('does not change the list it is given', () => {
    const before = ENTRIES.map((e) => e.id);
    sortHistory(ENTRIES, 'campaign', EARNINGS);
    expect(ENTRIES.map((e) => e.id)).toEqual(before);
  });

  it('groups a post’s links under its total only in time order', () => {
    expect(groupsPosts('newest')).toBe(true);
    expect(groupsPosts('oldest')).toBe(true);
    expect(groupsPosts('commission')).toBe(false);
  });
});
