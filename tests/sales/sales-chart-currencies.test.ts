// @vitest-environment node
// Issue 45 item 2: a copy that holds sales of two currencies (an INR account switched to USD: its older sales stay
// INR, the new ones are USD) draws a commission line per currency, each day's sums kept apart, like the totals.
import { describe, expect, it } from 'vitest';
import { commissionLines } from '../../components/charts/count-and-commission-chart';
import { toMinor } from '../../lib/sales/decimal';
import { createSalesStore } from '../../lib/sales/store';
import { salesByDay } from '../../lib/sales/ui/sales-chart';
import { sandboxForFile } from '../support/sandbox-for-file';
import { control, publisherOf, salesWorld, saveKeyAndEnable, TODAY } from './sales-harness';

const sandbox = sandboxForFile({ today: TODAY });

const sum = (amounts: (string | null)[]) => amounts.reduce((n, a) => n + toMinor(a), 0n);

describe('the Sales chart over a two-currency copy from the sandbox', () => {
  it('draws one commission line per currency, and every sale as a bar', async () => {
    const world = salesWorld();
    const bg = world.start();
    await saveKeyAndEnable(bg, sandbox);
    const inrToday = await control(sandbox, { add: 2, commission: '150.00' });
    expect((await bg.sales.sync('manual')).lastSync).toMatchObject({ ok: true });
    // The account's reporting currency becomes USD: sales from now on come in USD.
    publisherOf(sandbox).publisher.currency = 'USD';
    const usdToday = await control(sandbox, { add: 3, commission: '830.00' });
    expect((await bg.sales.sync('manual')).lastSync).toMatchObject({ ok: true });

    const copy = await createSalesStore(world.stores.sales).readAllSales();
    const today = TODAY.toISOString().slice(0, 10);
    const ofToday = copy.filter((s) => s.transaction_date === today);
    expect(new Set(ofToday.map((s) => s.currency))).toEqual(new Set(['INR', 'USD']));

    const chart = salesByDay(copy, 'USD');
    const last = chart.days.length - 1;
    expect(chart.days[last]).toBe(today);
    expect(chart.sales[last]).toBe(ofToday.length);
    expect(chart.commission.map((l) => l.currency)).toEqual(['USD', 'INR']);
    const [usd, inr] = chart.commission;
    const earned = (currency: string) =>
      ofToday.filter((s) => s.currency === currency && s.status !== 'rejected').map((s) => s.user_commission);
    expect(toMinor(usd!.amounts[last])).toBe(sum(earned('USD')));
    expect(toMinor(inr!.amounts[last])).toBe(sum(earned('INR')));
    expect(ofToday.filter((s) => usdToday.some((u) => u.id === s.id)).every((s) => s.currency === 'USD')).toBe(true);
    expect(ofToday.filter((s) => inrToday.some((u) => u.id === s.id)).every((s) => s.currency === 'INR')).toBe(true);
    // Each earlier day of the INR history is on the INR line, nothing of it on the USD line.
    expect(usd!.amounts.slice(0, last).every((a) => toMinor(a) === 0n)).toBe(true);
    expect(inr!.amounts.slice(0, last).some((a) => toMinor(a) > 0n)).toBe(true);

    const lines = commissionLines(chart.commission.map((l) => ({ currency: l.currency, values: [] })));
    expect(lines.map((l) => [l.label, l.scale])).toEqual([
      ['Commission (USD)', 'money-USD'],
      ['Commission (INR)', 'money-INR'],
    ]);
    expect(new Set(lines.map((l) => l.color)).size).toBe(2);
    expect(commissionLines([{ currency: 'INR', values: [] }])[0]!.label).toBe('Commission');
  });
});
