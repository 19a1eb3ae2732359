import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/core/api/errors';
import type { ClaimCreateBody } from '../../../lib/core/api/params';
import { ClaimsSection } from '../../../lib/records/ui/claims-section';
import { campaign } from '../../support/options/fixtures';
import { claim, pageOf } from '../../support/options/record-fixtures';
import { account, type Handlers, renderSection, today } from '../../support/options/section-harness';

function handlers(extra: Handlers = {}): Handlers {
  return {
    listClaims: () => pageOf([claim(4101, { user_commission: '120' })]),
    createClaim: (body: ClaimCreateBody) => claim(4200, { ...body, campaign_id: body.campaign_id }),
    deleteClaim: () => ({ deleted: true }),
    listCampaigns: ({ q = '' }: { q?: string }) =>
      pageOf([campaign({ id: 1207, name: 'ShopKart' })].filter((c) => c.name.toLowerCase().includes(q.toLowerCase()))),
    ...extra,
  };
}

function region() {
  return screen.getByRole('region', { name: 'Missing transactions' });
}
function form() {
  return within(region()).getByRole('form', { name: 'File a claim' });
}
function type(label: string, value: string) {
  const el = within(form()).getByLabelText(label);
  fireEvent.input(el, { target: { value } });
  fireEvent.change(el, { target: { value } });
}

describe('Missing transactions section', () => {
  it('lists claims with amounts in rupees, on a USD account too', async () => {
    today('2025-03-15T10:00:00Z');
    const bg = renderSection(<ClaimsSection />, handlers(), account('USD'));
    const table = await within(region()).findByRole('table', { name: 'Claims' });
    expect(bg.requestsOf('listClaims')).toEqual([
      { start_date: '2025-01-14', end_date: '2025-03-14', page: 1, per_page: 100 },
    ]);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('₹1,499.00');
    expect(row.textContent).toContain('₹120.00');
  });

  it('searches by campaign name without dates, and says so', async () => {
    const bg = renderSection(<ClaimsSection />, handlers());
    await within(region()).findByRole('table', { name: 'Claims' });
    fireEvent.input(within(region()).getByLabelText('Search campaign name'), { target: { value: 'shopkart' } });
    fireEvent.click(within(region()).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(bg.requestsOf('listClaims')).toHaveLength(2));
    expect(bg.requestsOf('listClaims')[1]).toEqual({ search: 'shopkart', page: 1, per_page: 100 });
    expect(within(region()).getByText(/searching ignores From and To/)).toBeTruthy();
  });

  it('shows every problem of the claim form at its field and sends nothing', async () => {
    today('2025-03-15T10:00:00Z');
    const bg = renderSection(<ClaimsSection />, handlers());
    await within(region()).findByRole('table', { name: 'Claims' });
    type('Campaign', 'abc');
    type('Transaction date', '2025-04-01');
    type('Sale amount (INR)', '1,299');
    fireEvent.click(within(form()).getByRole('button', { name: 'File claim' }));
    expect((await within(form()).findByRole('alert')).textContent).toMatch(/4 fields need correcting/);
    for (const [label, message] of [
      ['Order number', 'Enter the merchant’s order number.'],
      ['Campaign', /Pick the campaign/],
      ['Transaction date', /2025-04-01 is in the future/],
      ['Sale amount (INR)', /without commas/],
    ] as const) {
      const input = within(form()).getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const described = input
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
      expect(described).toMatch(message);
    }
    expect(bg.requestsOf('createClaim')).toHaveLength(0);
  });

  it('files a claim and lists it again', async () => {
    today('2025-03-15T10:00:00Z');
    const bg = renderSection(<ClaimsSection />, handlers());
    await within(region()).findByRole('table', { name: 'Claims' });
    type('Order number', ' OD-9001 ');
    type('Campaign', 'shopkart');
    await within(form()).findByText('ShopKart (campaign 1207)');
    type('Transaction date', '2025-03-01');
    type('Sale amount (INR)', '1299.50');
    type('Coupon code', 'SAVE10');
    fireEvent.click(within(form()).getByRole('button', { name: 'File claim' }));
    await within(region()).findByText('Claim for order OD-9001 filed.');
    expect(bg.requestsOf('createClaim')).toEqual([
      {
        order_number: 'OD-9001',
        campaign_id: 1207,
        transaction_date: '2025-03-01',
        sale_amount: '1299.50',
        coupon_code: 'SAVE10',
      },
    ]);
    await waitFor(() => expect(bg.requestsOf('listClaims')).toHaveLength(2));
    expect((within(form()).getByLabelText('Order number') as HTMLInputElement).value).toBe('');
  });

  it('places the server’s refusal at the field it names', async () => {
    today('2025-03-15T10:00:00Z');
    renderSection(
      <ClaimsSection />,
      handlers({
        createClaim: () => {
          throw new ApiError({
            kind: 'input',
            message: 'The campaign ID is not one of yours.',
            field: 'campaign_id',
          });
        },
      }),
    );
    await within(region()).findByRole('table', { name: 'Claims' });
    type('Order number', 'OD-1');
    type('Campaign', 'ShopKart');
    await within(form()).findByText('ShopKart (campaign 1207)');
    type('Transaction date', '2025-03-01');
    type('Sale amount (INR)', '10');
    fireEvent.click(within(form()).getByRole('button', { name: 'File claim' }));
    await waitFor(() => expect(within(form()).getByLabelText('Campaign').getAttribute('aria-invalid')).toBe('true'));
    expect(within(form()).getByText('The campaign ID is not one of yours.')).toBeTruthy();
  });

  it('deletes a claim only after confirmation', async () => {
    const bg = renderSection(<ClaimsSection />, handlers());
    await within(region()).findByRole('table', { name: 'Claims' });
    fireEvent.click(within(region()).getByRole('button', { name: 'Delete the claim for order OD-4101' }));
    expect(bg.requestsOf('deleteClaim')).toHaveLength(0);
    fireEvent.click(within(region()).getByRole('button', { name: 'Keep claim' }));
    fireEvent.click(within(region()).getByRole('button', { name: 'Delete the claim for order OD-4101' }));
    fireEvent.click(within(region()).getByRole('button', { name: 'Yes, delete' }));
    await within(region()).findByText('Claim for order OD-4101 deleted.');
    expect(bg.requestsOf('deleteClaim')).toEqual([{ id: 4101 }]);
  });

  it('hides the form and actions from a read-only key', async () => {
    renderSection(<ClaimsSection />, handlers(), account('INR', ['read:missing_transactions']));
    await within(region()).findByRole('table', { name: 'Claims' });
    expect(within(region()).queryByRole('form', { name: 'File a claim' })).toBeNull();
    expect(within(region()).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(region()).getByText(/write:missing_transactions/)).toBeTruthy();
  });
});
