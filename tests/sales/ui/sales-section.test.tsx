import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import type { SalesStatus } from '../../../lib/protocol';
import type { StoredSale } from '../../../lib/sales/changes';
import { toMinor } from '../../../lib/sales/decimal';
import { salesByDay } from '../../../lib/sales/ui/sales-chart';
import { SalesSection } from '../../../lib/sales/ui/sales-section';
import { renderSection } from '../../support/options/section-harness';
import { sale } from '../sale';

const stored = (s: ReturnType<typeof sale>): StoredSale => ({ ...s, seenStatuses: [s.status] });

const SALES: StoredSale[] = [
  stored(
    sale(1, 'pending', '2026-06-18T08:00:00Z', {
      transaction_date: '2026-06-18',
      order_id: 'OD1',
      sub_id: 'ig-reel',
      user_commission: '80.00',
    }),
  ),
  stored(
    sale(2, 'validated', '2026-06-17T08:00:00Z', {
      transaction_date: '2026-06-10',
      campaign_name: 'Style Loom',
      sub_id_3: 'blog',
      user_commission: '20.50',
    }),
  ),
  stored(
    sale(3, 'rejected', '2026-06-16T08:00:00Z', {
      transaction_date: '2026-06-12',
      sub_id: 'ig-reel',
      user_commission: '999.00',
    }),
  ),
];

function status(patch: Partial<SalesStatus> = {}): SalesStatus {
  return {
    settings: { enabled: true, notify: ['new', 'validated'], intervalMinutes: 15 },
    running: false,
    lastSync: { ok: true, at: '2026-06-18T09:00:00Z', requests: 3, skipped: 0 },
    count: SALES.length,
    skipped: 0,
    ...patch,
  };
}

function setup(handlers: Parameters<typeof renderSection>[1] = {}) {
  const readSales = vi.fn(async () => SALES);
  const view = renderSection(<SalesSection readSales={readSales} />, {
    'sales.status': () => status(),
    ...handlers,
  });
  return { ...view, readSales, region: () => screen.getByRole('region', { name: 'Sales' }) };
}

describe('Options -> Sales', () => {
  it('shows the switch, the statuses, Sync now and Last sync', async () => {
    const { region } = setup();
    const r = within(region());
    expect((await r.findByRole<HTMLInputElement>('checkbox', { name: 'Sales alerts' })).checked).toBe(true);
    const group = r.getByRole('group', { name: 'Notify me about' });
    for (const name of ['New sales', 'Validated', 'Payable', 'Rejected', 'Paid']) {
      expect(within(group).getByRole('checkbox', { name })).toBeTruthy();
    }
    expect(within(group).getByRole<HTMLInputElement>('checkbox', { name: 'Payable' }).checked).toBe(false);
    expect(r.getByRole('status', { name: 'Last sync' }).textContent).toContain('3 sales in the copy');
  });

  it('a status choice is saved through the background', async () => {
    const { region, requestsOf } = setup({
      'sales.settings': (patch) => status({ settings: { ...status().settings, ...patch } }),
    });
    const payable = await within(region()).findByRole('checkbox', { name: 'Payable' });
    fireEvent.click(payable);
    await waitFor(() => expect(requestsOf('sales.settings')).toEqual([{ notify: ['new', 'validated', 'payable'] }]));
  });

  it('Sync now asks the background and reads the copy again; a failure says why under Last sync', async () => {
    const failed = status({
      lastSync: { ok: false, at: '2026-06-18T09:05:00Z', kind: 'unauthorized', message: 'Check your API key.' },
    });
    const { region, readSales, requestsOf } = setup({ 'sales.syncNow': () => failed });
    fireEvent.click(await within(region()).findByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(requestsOf('sales.syncNow')).toHaveLength(1));
    await waitFor(() => expect(readSales).toHaveBeenCalledTimes(2));
    expect(within(region()).getByRole('status', { name: 'Last sync' }).textContent).toContain('Check your API key.');
  });

  it('searches the synced sales offline, newest first', async () => {
    const { region } = setup();
    const r = within(region());
    const table = await r.findByRole('table', { name: 'Synced sales' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('2026-06-18');
    fireEvent.input(r.getByRole('textbox', { name: 'Search' }), { target: { value: 'blog' } });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Style Loom');
  });

  it('says what to do when nothing is synced, and what a search looks in when it finds nothing', async () => {
    const empty = renderSection(<SalesSection readSales={vi.fn(async () => [])} />, {
      'sales.status': () => status({ count: 0, lastSync: null }),
    });
    await waitFor(() => expect(screen.getByText('No sales are synced yet.')).toBeTruthy());
    expect(screen.getByText(/^Turn on Sales alerts above/)).toBeTruthy();
    empty.unmount();

    const { region } = setup();
    const r = within(region());
    const table = await r.findByRole('table', { name: 'Synced sales' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const styleLoom = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('Style Loom'));
    expect(styleLoom?.querySelector('.chip.tone-ok')?.textContent).toBe('Validated');
    fireEvent.input(r.getByRole('textbox', { name: 'Search' }), { target: { value: 'no-such-thing' } });
    await waitFor(() => expect(r.getByText('No synced sales match.')).toBeTruthy());
    expect(r.getByText(/^Search looks in campaign names/)).toBeTruthy();
  });

  it('pages through every synced sale instead of stopping at a first few hundred', async () => {
    const many = Array.from({ length: 250 }, (_, i) =>
      stored(
        sale(i + 1, 'pending', '2026-06-18T08:00:00Z', {
          transaction_date: '2026-06-18',
          order_id: `OD-${i + 1}`,
          campaign_name: `Shop ${i + 1}`,
        }),
      ),
    );
    renderSection(<SalesSection readSales={vi.fn(async () => many)} />, { 'sales.status': () => status() });
    const r = within(screen.getByRole('region', { name: 'Sales' }));
    const table = await r.findByRole('table', { name: 'Synced sales' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(101));
    const pager = r.getByRole('navigation', { name: 'Pages of synced sales' });
    expect(pager.textContent).toContain('Page 1 of 3 · 250 sales');
    const orders = () =>
      within(r.getByRole('table', { name: 'Synced sales' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    const seen = new Set(orders());
    for (const [page, rows] of [
      [2, 100],
      [3, 50],
    ] as const) {
      fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(pager.textContent).toContain(`Page ${page} of 3`));
      expect(orders()).toHaveLength(rows);
      for (const row of orders()) seen.add(row);
    }
    expect(seen.size).toBe(250);
    expect(within(pager).getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
    // A new search starts again at its first page.
    fireEvent.input(r.getByRole('textbox', { name: 'Search' }), { target: { value: 'Shop 250' } });
    await waitFor(() => expect(pager.textContent).toContain('Page 1 of 1'));
  });

  it('earnings by sub ID leave rejected sales out and have a totals row', async () => {
    const { region } = setup();
    const table = await within(region()).findByRole('table', { name: 'Earnings by sub ID' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[1]).toContain('ig-reel');
    expect(rows[1]).toContain('₹80.00');
    expect(rows[2]).toContain('blog');
    expect(rows[3]).toContain('₹100.50');
  });

  it('Sync now is disabled while Sales alerts is off', async () => {
    setup({ 'sales.status': () => status({ settings: { enabled: false, notify: [], intervalMinutes: 15 } }) });
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Sync now' });
    expect(button.disabled).toBe(true);
  });
});

describe('Sales by day', () => {
  it('counts each day’s sales and sums their commission (not rejected ones), every day from the first to the last', () => {
    const chart = salesByDay(SALES, 'INR');
    expect(chart.days).toEqual([
      '2026-06-10',
      '2026-06-11',
      '2026-06-12',
      '2026-06-13',
      '2026-06-14',
      '2026-06-15',
      '2026-06-16',
      '2026-06-17',
      '2026-06-18',
    ]);
    expect(chart.sales).toEqual([1, 0, 1, 0, 0, 0, 0, 0, 1]);
    expect(chart.commission.map((l) => l.currency)).toEqual(['INR']);
    const inr = chart.commission[0]!.amounts;
    expect(inr[0]).toBe('20.50');
    expect(toMinor(inr[2])).toBe(0n);
    expect(inr[8]).toBe('80.00');
    expect(salesByDay([], 'INR').days).toEqual([]);
  });

  it('is drawn above the table, named', async () => {
    const { region } = setup();
    const chart = await within(region()).findByRole('img', { name: 'Sales by day' });
    const table = within(region()).getAllByRole('table')[0]!;
    expect(chart.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
