import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { InvoiceDetail, InvoiceTransaction } from '../../../lib/core/api/schemas';
import { InvoicesSection } from '../../../lib/records/ui/invoices-section';
import { invoice, pageOf } from '../../support/options/record-fixtures';
import { account, type Handlers, renderSection } from '../../support/options/section-harness';

const singapore = invoice(302, {
  billing_from: 'singapore',
  tds_amount: '0',
  gross_amount: '500',
  net_payment: '500',
  currency: 'USD',
});
const handlers: Handlers = {
  listInvoices: () => pageOf([invoice(301), singapore]),
  getInvoice: ({ id }) =>
    ({ ...invoice(id), tax_breakdown: { igst: '2160.00' }, payment_reference: 'UTR-99' }) as InvoiceDetail,
  listInvoiceTransactions: () =>
    pageOf([
      { id: 700123, merchant_reference_id: 'SK-88421', extra_info: null, sale_amount: '2399.20' },
    ] as InvoiceTransaction[]),
};

function region() {
  return screen.getByRole('region', { name: 'Invoices' });
}

describe('Invoices section', () => {
  it('lists invoices in their currency and explains Singapore billing', async () => {
    renderSection(<InvoicesSection />, handlers, account('INR'));
    const table = await within(region()).findByRole('table', { name: 'Invoices' });
    const [, india, sg] = within(table).getAllByRole('row');
    expect(india!.textContent).toMatch(/INV-2025-3012025-02-28Paid₹12,000\.00₹14,160\.00₹1,416\.00₹12,744\.00India/);
    expect(sg!.textContent).toMatch(/\$500\.00\$0\.00\$500\.00Singapore \(no TDS\)/);
    expect(
      within(region()).getByText(/Singapore billing: .* TDS is 0 and the net payment equals the gross amount/),
    ).toBeTruthy();
  });

  it('leaves the Singapore note out when no invoice is billed from Singapore', async () => {
    renderSection(<InvoicesSection />, { ...handlers, listInvoices: () => pageOf([invoice(301)]) });
    await within(region()).findByRole('table', { name: 'Invoices' });
    expect(within(region()).queryByText(/Singapore billing/)).toBeNull();
  });

  it('loads an invoice’s detail and transactions only when asked', async () => {
    const bg = renderSection(<InvoicesSection />, handlers);
    await within(region()).findByRole('table', { name: 'Invoices' });
    expect(bg.requestsOf('getInvoice')).toHaveLength(0);
    fireEvent.click(within(region()).getByRole('button', { name: 'Details of invoice INV-2025-301' }));
    await within(region()).findByText('UTR-99');
    expect(bg.requestsOf('getInvoice')).toEqual([{ id: 301 }]);
    expect(within(region()).getByText('Payment reference')).toBeTruthy();
    expect(within(region()).getByText('Tax breakdown')).toBeTruthy();
    expect(bg.requestsOf('listInvoiceTransactions')).toHaveLength(0);

    fireEvent.click(within(region()).getByRole('button', { name: 'Show transactions of invoice INV-2025-301' }));
    const tx = await within(region()).findByRole('table', { name: 'Transactions of invoice INV-2025-301' });
    expect(within(tx).getByText('SK-88421')).toBeTruthy();
    expect(within(tx).getByRole('columnheader', { name: 'Merchant reference id' })).toBeTruthy();
    expect(bg.requestsOf('listInvoiceTransactions')).toEqual([{ id: 301, page: 1, per_page: 100 }]);
    // And the full transaction list of that invoice, one activation away.
    expect(
      within(region())
        .getByRole('link', { name: 'Transactions of invoice INV-2025-301 (all columns)' })
        .getAttribute('href'),
    ).toBe('#transactions/invoice/INV-2025-301');
  });

  it('sends the status and date filters', async () => {
    const bg = renderSection(<InvoicesSection />, handlers);
    await within(region()).findByRole('table', { name: 'Invoices' });
    fireEvent.change(within(region()).getByLabelText('Status'), { target: { value: 'cancelled' } });
    fireEvent.change(within(region()).getByLabelText('From'), { target: { value: '2025-01-01' } });
    fireEvent.click(within(region()).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(bg.requestsOf('listInvoices')).toHaveLength(2));
    expect(bg.requestsOf('listInvoices')[1]).toEqual({
      status: 'cancelled',
      start_date: '2025-01-01',
      page: 1,
      per_page: 100,
    });
  });
});
