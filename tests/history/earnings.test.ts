import { describe, expect, it } from 'vitest';
import { joinEarnings } from '../../lib/history/earnings';
import { formatAmounts } from '../../lib/sales/money-sums';
import { sale } from '../sales/sale';
import { entry } from './entry';

const T = '2026-06-18T00:00:00Z';

describe('the join of the history with synced sales', () => {
  it('counts pending, validated, payable, invoice_raised and paid on the tag; rejected not', () => {
    const e = entry(1, { tag: 't0618-abcd', subIds: ['', '', '', '', 't0618-abcd'] });
    const sales = [
      sale(1, 'pending', T, { sub_id_5: 't0618-abcd', sale_amount: '100.10', user_commission: '8.05' }),
      sale(2, 'validated', T, { sub_id_5: 't0618-abcd', sale_amount: '200.20', user_commission: '16.10' }),
      sale(3, 'payable', T, { sub_id_5: 't0618-abcd', sale_amount: '0.10', user_commission: '0.20' }),
      sale(4, 'paid', T, { sub_id_5: 't0618-abcd', sale_amount: '0.60', user_commission: '0.05' }),
      sale(5, 'rejected', T, { sub_id_5: 't0618-abcd', sale_amount: '999.00', user_commission: '99.00' }),
      sale(6, 'validated', T, { sub_id_5: 'other' }),
    ];
    const { byEntry } = joinEarnings([e], sales);
    expect(byEntry.get(1)).toEqual({
      sales: 4,
      clicks: 0,
      saleAmount: { INR: '301.00' },
      commission: { INR: '24.40' },
      rejected: 1,
    });
  });

  it('joins on the sub IDs the person set, for the same campaign, each sale to one link', () => {
    const early = entry(Date.parse('2026-06-10T00:00:00Z'), { subIds: ['summer-sale'] });
    const late = entry(Date.parse('2026-06-20T00:00:00Z'), { subIds: ['summer-sale'] });
    const otherCampaign = entry(5, { campaignId: 2, subIds: ['summer-sale'] });
    const sales = [
      sale(1, 'validated', T, { sub_id: 'summer-sale', created_at: '2026-06-15T00:00:00Z' }),
      sale(2, 'pending', T, { sub_id: 'summer-sale', created_at: '2026-06-21T00:00:00Z' }),
      sale(3, 'pending', T, { sub_id: 'summer', created_at: '2026-06-21T00:00:00Z' }),
    ];
    const { byEntry } = joinEarnings([early, late, otherCampaign], sales);
    expect(byEntry.get(early.id)?.sales).toBe(1);
    expect(byEntry.get(late.id)?.sales).toBe(1);
    expect(byEntry.has(otherCampaign.id)).toBe(false);
  });

  it('sums a post over its links', () => {
    const a = entry(1, { postId: 'p1', tag: 't0618-aaaa' });
    const b = entry(2, { postId: 'p1', tag: 't0618-bbbb' });
    const sales = [
      sale(1, 'pending', T, { sub_id_5: 't0618-aaaa', user_commission: '0.10' }),
      sale(2, 'pending', T, { sub_id_5: 't0618-bbbb', user_commission: '0.20' }),
    ];
    expect(joinEarnings([a, b], sales).byPost.get('p1')?.commission).toEqual({ INR: '0.30' });
  });

  it('leaves a link without tag or sub IDs unmatched', () => {
    expect(joinEarnings([entry(1)], [sale(1, 'paid', T)]).byEntry.size).toBe(0);
  });

  it('a USD sale and an INR click on one link show two amounts, never a sum; the click counts as a click', () => {
    const e = entry(1, { tag: 't0618-abcd', subIds: ['', '', '', '', 't0618-abcd'], postId: 'p1' });
    const usdSale = sale(1, 'pending', T, { sub_id_5: 't0618-abcd', currency: 'USD', user_commission: '1.00' });
    const inrClick = {
      campaign_id: 9,
      status: 'validated',
      currency: 'INR',
      sale_amount: '0.00',
      user_commission: '120.00',
      click_timestamp: '2026-06-18 10:00:00',
      sub_id: null,
      sub_id_2: null,
      sub_id_3: null,
      sub_id_4: null,
      sub_id_5: 't0618-abcd',
    };
    const { byEntry, byPost } = joinEarnings([e], [usdSale, inrClick]);
    expect(byEntry.get(1)).toMatchObject({ sales: 1, clicks: 1, commission: { INR: '120.00', USD: '1.00' } });
    expect(byPost.get('p1')).toMatchObject({ sales: 1, clicks: 1, commission: { INR: '120.00', USD: '1.00' } });
    expect(formatAmounts(byEntry.get(1)!.commission)).toBe('₹120.00 + $1.00');
  });
});
