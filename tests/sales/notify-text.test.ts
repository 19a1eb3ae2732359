import { describe, expect, it } from 'vitest';
import type { SaleChange } from '../../lib/sales/changes';
import { notificationText } from '../../lib/sales/notify-text';

const change = (kind: SaleChange['kind'], campaign: string, commission: string): SaleChange => ({
  id: 1,
  kind,
  campaign,
  commission,
  currency: 'INR',
});

describe('notification text', () => {
  it('nothing to say for no change', () => {
    expect(notificationText([])).toBeNull();
  });

  it('one change names its campaign and commission', () => {
    expect(notificationText([change('validated', 'Style Loom', '120.50')])).toEqual({
      title: '1 sale validated · ₹120.50 commission',
      message: 'Style Loom',
    });
  });

  it('several changes of one sync are one notification', () => {
    const text = notificationText([
      change('new', 'A', '1000.00'),
      change('new', 'B', '200.00'),
      change('new', 'C', '40.00'),
      change('new', 'D', '0.00'),
      change('new', 'A', '0.00'),
    ]);
    expect(text).toEqual({ title: '5 new sales · ₹1,240.00 commission', message: 'A, B, C and 1 more' });
    expect(notificationText([change('new', 'A', '1.00'), change('paid', 'B', '2.00')])?.title).toBe(
      '1 new sale, 1 sale paid · ₹3.00 commission',
    );
  });

  it('changes in two currencies give two amounts, never one sum', () => {
    const usd: SaleChange = { ...change('new', 'A', '14.50'), currency: 'USD' };
    expect(notificationText([change('new', 'B', '1240.00'), usd])?.title).toBe(
      '2 new sales · ₹1,240.00 + $14.50 commission',
    );
  });
});
