import { describe, expect, it } from 'vitest';
import { localDate, totalOf } from '../../lib/sales/glance';
import { formatAmounts } from '../../lib/sales/money-sums';
import { subIdEarnings } from '../../lib/sales/subid-earnings';
import { dayTotals } from '../../lib/sales/totals';
import { sale } from './sale';

describe('totals', () => {
  const sales = [
    sale(1, 'pending', 'x', { transaction_date: '2026-06-18', user_commission: '0.10', sub_id: 'ig', sub_id_2: 'ig' }),
    sale(2, 'validated', 'x', { transaction_date: '2026-06-18', user_commission: '0.20', sub_id_3: 'blog' }),
    sale(3, 'rejected', 'x', { transaction_date: '2026-06-18', user_commission: '99.00', sub_id: 'ig' }),
    sale(4, 'paid', 'x', { transaction_date: '2026-06-02', user_commission: '412.20', sub_id: 'ig' }),
    sale(5, 'paid', 'x', { transaction_date: '2026-05-31', user_commission: '1.00' }),
  ];

  it('per day and per month, rejected left out, summed exactly', () => {
    const days = dayTotals(sales, '2026-05-01');
    expect(totalOf(days, '2026-06-18')).toEqual({ count: 2, commission: { INR: '0.30' } });
    expect(totalOf(days, '2026-06')).toEqual({ count: 3, commission: { INR: '412.50' } });
    expect(totalOf(days, '2026-07')).toEqual({ count: 0, commission: {} });
  });

  it('one row per sub ID value of any slot, a sale counted once per value, and a totals row', () => {
    const { rows, total } = subIdEarnings(sales);
    expect(rows).toEqual([
      { subId: 'ig', count: 2, commission: { INR: '412.30' } },
      { subId: 'blog', count: 1, commission: { INR: '0.20' } },
    ]);
    expect(total).toEqual({ count: 3, commission: { INR: '412.50' } });
  });

  it('after a switch from INR to USD, each currency is summed apart (days and sub IDs)', () => {
    const mixed = [
      sale(1, 'pending', 'x', { transaction_date: '2026-06-02', user_commission: '1240.00', sub_id: 'ig' }),
      sale(2, 'pending', 'x', {
        transaction_date: '2026-06-18',
        currency: 'USD',
        user_commission: '14.50',
        sub_id: 'ig',
      }),
      sale(3, 'pending', 'x', { transaction_date: '2026-06-18', currency: 'USD', user_commission: '10.125' }),
    ];
    expect(totalOf(dayTotals(mixed, '2026-06-01'), '2026-06')).toEqual({
      count: 3,
      commission: { INR: '1240.00', USD: '24.625' },
    });
    expect(subIdEarnings(mixed).rows).toEqual([
      { subId: 'ig', count: 2, commission: { INR: '1240.00', USD: '14.50' } },
    ]);
    expect(formatAmounts({ INR: '1240.00', USD: '14.50' })).toBe('₹1,240.00 + $14.50');
  });

  it('the local date is the browser’s', () => {
    const d = new Date(2026, 0, 5, 23, 59);
    expect(localDate(d.getTime())).toBe('2026-01-05');
  });
});
