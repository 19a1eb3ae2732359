import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { forgetSeenCampaigns } from '../../../components/seen-campaigns';
import type { TransactionListParams } from '../../../lib/core/api/params';
import { TransactionsSection } from '../../../lib/records/ui/transactions-section';
import { campaign } from '../../support/options/fixtures';
import { pageOf, transaction } from '../../support/options/record-fixtures';
import { account, renderSection, today } from '../../support/options/section-harness';

function region() {
  return screen.getByRole('region', { name: 'Transactions' });
}
function change(label: string, value: string) {
  const el = within(region()).getByLabelText(label);
  fireEvent.input(el, { target: { value } });
  fireEvent.change(el, { target: { value } });
}

/** `total` transactions, paged as the API pages them. */
function transactionsBackground(total: number, currency: 'INR' | 'USD' = 'INR') {
  const all = Array.from({ length: total }, (_, i) =>
    transaction(i + 1, {
      currency,
      ...(i === 0 ? { order_id: '=cmd|calc', sale_amount: null, user_commission: null } : {}),
    }),
  );
  return {
    listTransactions: ({ page = 1, per_page = 30 }: TransactionListParams) => {
      const pages = Math.max(1, Math.ceil(total / per_page));
      return pageOf(all.slice((page - 1) * per_page, page * per_page), page, pages, per_page, total);
    },
    listCampaigns: ({ q = '' }: { q?: string }) =>
      pageOf([campaign({ id: 1207, name: 'ShopKart' })].filter((c) => c.name.toLowerCase().includes(q.toLowerCase()))),
  };
}

describe('Transactions section', () => {
  it('asks for the last 7 days including today by default (this morning’s sales) and shows amounts in the account currency, null ones explained', async () => {
    today('2025-03-15T10:00:00Z');
    const bg = renderSection(<TransactionsSection />, transactionsBackground(2, 'USD'), account('USD'));
    const table = await within(region()).findByRole('table', { name: 'Transactions' });
    expect(bg.requestsOf('listTransactions')).toEqual([
      {
        start_date: '2025-03-09',
        end_date: '2025-03-15',
        sort: 'transaction_date',
        order: 'desc',
        page: 1,
        per_page: 100,
      },
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.textContent).toContain('Validated');
    // The status is a chip, toned like every other status.
    expect(within(first!).getByText('Validated').className).toBe('chip tone-ok');
    expect(within(first!).getAllByTitle('No converted value exists for this amount in USD.')).toHaveLength(2);
    expect(second!.textContent).toContain('$2,399.20');
    expect(second!.textContent).toContain('1: newsletter');
  });

  it('sends every filter as the API’s parameters', async () => {
    const bg = renderSection(<TransactionsSection />, transactionsBackground(1));
    await within(region()).findByRole('table', { name: 'Transactions' });
    change('From', '2025-01-01');
    change('To', '2025-01-31');
    change('Status', 'invoice_raised');
    change('Campaign', 'shopkart');
    await within(region()).findByText('ShopKart (campaign 1207)');
    change('Sub ID 1', 'newsletter');
    change('Sort by', 'updated_at');
    change('Order', 'asc');
    fireEvent.click(within(region()).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(bg.requestsOf('listTransactions')).toHaveLength(2));
    expect(bg.requestsOf('listTransactions')[1]).toEqual({
      start_date: '2025-01-01',
      end_date: '2025-01-31',
      status: 'invoice_raised',
      campaign_id: 1207,
      sub_id: 'newsletter',
      sort: 'updated_at',
      order: 'asc',
      page: 1,
      per_page: 100,
    });
  });

  it('lets a paused campaign be chosen: one seen in the records (not listed live), or typed by its number', async () => {
    forgetSeenCampaigns();
    const paused = transaction(7, { campaign_id: 4400, campaign_name: 'Paused Bazaar' });
    const bg = renderSection(<TransactionsSection />, {
      listTransactions: () => pageOf([paused]),
      listCampaigns: () => pageOf([]), // live campaigns only: the paused one is not there
    });
    await within(region()).findByRole('table', { name: 'Transactions' });
    change('Campaign', 'Paused Bazaar');
    await within(region()).findByText('Paused Bazaar (campaign 4400)');
    fireEvent.click(within(region()).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(bg.requestsOf('listTransactions')).toHaveLength(2));
    expect(bg.requestsOf('listTransactions')[1]).toMatchObject({ campaign_id: 4400 });

    change('Campaign', '4401');
    await within(region()).findByText('Campaign 4401 (chosen by its number).');
    fireEvent.click(within(region()).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(bg.requestsOf('listTransactions')).toHaveLength(3));
    expect(bg.requestsOf('listTransactions')[2]).toMatchObject({ campaign_id: 4401 });
    expect(bg.requestsOf('listCampaigns').map((r) => r.q)).not.toContain('4401');
  });

  it('sends updated_since without the dates, and says the dates are ignored', async () => {
    const bg = renderSection(<TransactionsSection />, transactionsBackground(1));
    await within(region()).findByRole('table', { name: 'Transactions' });
    change('Updated since', '2025-03-01T08:30');
    fireEvent.click(within(region()).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(bg.requestsOf('listTransactions')).toHaveLength(2));
    const sent = bg.requestsOf('listTransactions')[1]!;
    expect(sent.updated_since).toBe(new Date('2025-03-01T08:30').toISOString().replace('.000Z', 'Z'));
    expect(sent).not.toHaveProperty('start_date');
    expect(sent).not.toHaveProperty('end_date');
    expect(within(region()).getByText(/the From and To dates are ignored/)).toBeTruthy();
  });

  it('finds the transactions of a months-old invoice from the default view: every date is searched, and it says so', async () => {
    today('2025-06-15T10:00:00Z');
    // The API as the spec says: the 7-day default window unless dates are given, and the invoice filter within it.
    const invoiced = [
      transaction(1, { transaction_date: '2025-01-20', invoice_number: 'INV-2025-0012', status: 'paid' }),
      transaction(2, { transaction_date: '2025-02-03', invoice_number: 'INV-2025-0012', status: 'paid' }),
    ];
    const recent = [transaction(3, { transaction_date: '2025-06-12', invoice_number: null, status: 'pending' })];
    const bg = renderSection(<TransactionsSection />, {
      listTransactions: (p: TransactionListParams) => {
        const start = p.start_date ?? '2025-06-08';
        const end = p.end_date ?? '2025-06-14';
        const rows = [...invoiced, ...recent].filter(
          (tr) =>
            tr.transaction_date >= start &&
            tr.transaction_date <= end &&
            (!p.invoice_number || tr.invoice_number === p.invoice_number),
        );
        return pageOf(rows, 1, 1, p.per_page ?? 30, rows.length);
      },
    });
    const table = await within(region()).findByRole('table', { name: 'Transactions' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    change('Invoice number', 'INV-2025-0012');
    expect(within(region()).getByText(/every date is searched/)).toBeTruthy();
    fireEvent.click(within(region()).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(table.textContent).toContain('2025-01-20');
    expect(table.textContent).toContain('2025-02-03');
    const sent = bg.requestsOf('listTransactions')[1]!;
    expect(sent).toMatchObject({ invoice_number: 'INV-2025-0012', start_date: '2000-01-01' });
    expect(sent).not.toHaveProperty('end_date');
    expect(
      within(region())
        .getByText(/invoice INV-2025-0012 from every date/)
        .getAttribute('role'),
    ).toBe('status');
  });

  it('opened from an invoice (#transactions/invoice/<number>), asks for that invoice’s transactions at once', async () => {
    const bg = renderSection(<TransactionsSection invoiceNumber="INV-2025-0012" />, transactionsBackground(1));
    await within(region()).findByRole('table', { name: 'Transactions' });
    expect(bg.requestsOf('listTransactions')[0]).toMatchObject({
      invoice_number: 'INV-2025-0012',
      start_date: '2000-01-01',
    });
    expect((within(region()).getByLabelText('Invoice number') as HTMLInputElement).value).toBe('INV-2025-0012');
  });

  it('refuses From after To at the field, sending nothing', async () => {
    const bg = renderSection(<TransactionsSection />, transactionsBackground(1));
    await within(region()).findByRole('table', { name: 'Transactions' });
    change('From', '2025-02-01');
    change('To', '2025-01-01');
    fireEvent.click(within(region()).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(within(region()).getByRole('alert').textContent).toMatch(/is after To/));
    expect(bg.requestsOf('listTransactions')).toHaveLength(1);
  });

  it('exports every transaction of the filter across pages of 500 to a guarded CSV', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });

    const bg = renderSection(<TransactionsSection />, transactionsBackground(1201));
    await within(region()).findByRole('table', { name: 'Transactions' });
    change('Status', 'paid');
    fireEvent.click(within(region()).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(bg.requestsOf('listTransactions')).toHaveLength(2));

    fireEvent.click(within(region()).getByRole('button', { name: 'Export CSV' }));
    await within(region()).findByText(
      /^Exported 1,201 transactions to transactions-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv\.$/,
    );
    const exportCalls = bg.requestsOf('listTransactions').slice(2);
    expect(exportCalls.map((r) => [r.page, r.per_page, r.status])).toEqual([
      [1, 500, 'paid'],
      [2, 500, 'paid'],
      [3, 500, 'paid'],
    ]);
    expect(clicked).toHaveLength(1);
    const text = await blobs[0]!.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines).toHaveLength(1202);
    expect(lines[0]).toMatch(/^id,transaction_date,status,/);
    expect(lines[1]).toContain(",'=cmd|calc,");
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(1201);
  });

  it('shows export progress and can cancel it', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const base = transactionsBackground(1500).listTransactions;
    const bg = renderSection(<TransactionsSection />, {
      listTransactions: async (p) => {
        if (p.per_page === 500 && p.page === 2) await gate;
        return base(p);
      },
    });
    await within(region()).findByRole('table', { name: 'Transactions' });
    fireEvent.click(within(region()).getByRole('button', { name: 'Export CSV' }));
    await within(region()).findByText('Exporting page 2 of 3…');
    expect(within(region()).getByText('Exporting page 2 of 3…').getAttribute('role')).toBe('status');
    fireEvent.click(within(region()).getByRole('button', { name: 'Cancel export' }));
    await within(region()).findByText('Export cancelled; no file was saved.');
    release();
    await new Promise((r) => setTimeout(r, 20));
    expect(bg.requestsOf('listTransactions').filter((r) => r.per_page === 500)).toHaveLength(2);
    expect(within(region()).getByText('Export cancelled; no file was saved.')).toBeTruthy();
  });
});
