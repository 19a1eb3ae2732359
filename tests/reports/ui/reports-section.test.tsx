import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Campaign } from '../../../lib/core/api/schemas';
import { ReportsSection } from '../../../lib/reports/ui/reports-section';
import {
  campaignReportRow,
  earningsRow,
  earningsTotals,
  pageOf,
  performanceRow,
  performanceTotals,
  reportOf,
} from '../../support/options/record-fixtures';
import { account, type Handlers, renderSection, today } from '../../support/options/section-harness';

const handlers: Handlers = {
  performanceReport: () =>
    reportOf([performanceRow('2025-03-14'), performanceRow('2025-03-13', { clicks: 1500 })], performanceTotals),
  campaignReport: () => reportOf([campaignReportRow()], performanceTotals),
  earningsReport: () =>
    // Totals deliberately differ from the sum of the rows: the page must show the API's totals, not add up.
    reportOf(
      [earningsRow('2025-02'), earningsRow('2025-01', { pending: '0.4' })],
      earningsTotals({ total: '99999.9', pending: '7777' }),
    ),
  unmonetizedTraffic: () =>
    pageOf([
      { domain_name: 'shopkart.example', clicks: 87, status: 'available' },
      { domain_name: 'gadgetstore.example', clicks: 12, status: 'available_on_approval' },
      { domain_name: 'nowhere.example', clicks: 3, status: 'not_available' },
    ]) as never,
};

function region() {
  return screen.getByRole('region', { name: 'Reports' });
}

function setDate(label: 'From' | 'To', value: string) {
  fireEvent.change(within(region()).getByLabelText(label), { target: { value } });
}

describe('Reports section', () => {
  // Most cases start on Performance; the first checks what opens without a hash.
  beforeEach(() => {
    window.location.hash = '#reports/performance';
  });

  it('opens on Earnings; a tab click writes #reports/<tab> and a changed hash selects its tab', async () => {
    today('2025-03-15T10:00:00Z');
    window.location.hash = '';
    renderSection(<ReportsSection />, handlers);
    const tab = (name: string) => within(region()).getByRole('tab', { name });
    expect(tab('Earnings').getAttribute('aria-selected')).toBe('true');
    await within(region()).findByRole('table', { name: 'Earnings' });
    fireEvent.click(tab('Campaigns'));
    expect(window.location.hash).toBe('#reports/campaigns');
    await within(region()).findByRole('table', { name: 'Campaign report' });
    window.location.hash = '#reports/unmonetized';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await waitFor(() => expect(tab('Unmonetized traffic').getAttribute('aria-selected')).toBe('true'));
  });

  it('#reports/performance opens the last 30 days ending yesterday, with chart, table and totals', async () => {
    today('2025-03-15T10:00:00Z');
    const bg = renderSection(<ReportsSection />, handlers);
    const table = await within(region()).findByRole('table', { name: 'Performance' });
    expect(bg.requestsOf('performanceReport')).toEqual([
      { start_date: '2025-02-13', end_date: '2025-03-14', sort: 'date', order: 'desc', page: 1, per_page: 100 },
    ]);
    expect((within(region()).getByLabelText('From') as HTMLInputElement).value).toBe('2025-02-13');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Date'),
      expect.stringMatching(/^2025-03-14120.*₹412\.50/),
      expect.stringMatching(/^2025-03-131,500/),
      expect.stringMatching(/^Total840.*₹1,650\.00.*₹20,400\.40.*1\.43%/),
    ]);
    expect(within(region()).getByRole('img', { name: 'Performance chart' })).toBeTruthy();
    expect(within(region()).getByRole('columnheader', { name: 'Date' }).getAttribute('aria-sort')).toBe('descending');
  });

  it('sorts by a column header with the spec’s sort key, flipping the order on a second click', async () => {
    const bg = renderSection(<ReportsSection />, handlers);
    await within(region()).findByRole('table', { name: 'Performance' });
    fireEvent.click(within(region()).getByRole('button', { name: 'EPC' }));
    await waitFor(() =>
      expect(bg.requestsOf('performanceReport').at(-1)).toMatchObject({ sort: 'epc', order: 'desc' }),
    );
    fireEvent.click(within(region()).getByRole('button', { name: 'EPC' }));
    await waitFor(() => expect(bg.requestsOf('performanceReport').at(-1)).toMatchObject({ sort: 'epc', order: 'asc' }));
    await waitFor(() =>
      expect(within(region()).getByRole('columnheader', { name: 'EPC' }).getAttribute('aria-sort')).toBe('ascending'),
    );
  });

  it('explains a performance range over 90 days and sends nothing for it', async () => {
    today('2025-03-15T10:00:00Z');
    const bg = renderSection(<ReportsSection />, handlers);
    await within(region()).findByRole('table', { name: 'Performance' });
    setDate('From', '2024-12-01');
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toMatch(/at most 90 days.*2024-12-01 to 2025-03-14 is 104 days/);
    await new Promise((r) => setTimeout(r, 500));
    expect(bg.requestsOf('performanceReport')).toHaveLength(1);
    expect(within(region()).queryByRole('table', { name: 'Performance' })).toBeNull();

    // Back within the limit, the report is asked for again.
    setDate('From', '2024-12-20');
    await within(region()).findByRole('table', { name: 'Performance' });
    expect(bg.requestsOf('performanceReport').at(-1)).toMatchObject({ start_date: '2024-12-20' });
  });

  it('explains From after To before sending', async () => {
    const bg = renderSection(<ReportsSection />, handlers);
    await within(region()).findByRole('table', { name: 'Performance' });
    setDate('To', '2020-01-01');
    expect((await within(region()).findByRole('alert')).textContent).toMatch(/is after To \(2020-01-01\)/);
    expect(bg.requestsOf('performanceReport')).toHaveLength(1);
  });

  it('shows earnings per month with the API’s totals in rupees, a chart and the statuses explained', async () => {
    today('2025-03-15T10:00:00Z');
    const bg = renderSection(<ReportsSection />, handlers);
    fireEvent.click(within(region()).getByRole('tab', { name: 'Earnings' }));
    const table = await within(region()).findByRole('table', { name: 'Earnings' });
    expect(bg.requestsOf('earningsReport')).toEqual([
      { start_date: '2024-02-01', end_date: '2025-03-14', sort: 'month', order: 'desc', page: 1, per_page: 100 },
    ]);
    expect((within(region()).getByLabelText('From') as HTMLInputElement).value).toBe('2024-02-01');

    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('2025-02');
    expect(within(rows[2]!).getByRole('rowheader').textContent).toBe('2025-01');
    expect(within(rows[2]!).getAllByRole('cell')[0]!.textContent).toBe('₹0.40');
    const totals = rows[3]!;
    expect(within(totals).getByRole('rowheader').textContent).toBe('Total');
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['₹7,777.00', '₹600.00', '₹0.00', '₹24,000.00', '₹80.00', '₹99,999.90']);
    const chart = within(region()).getByRole('img', { name: 'Earnings chart' });
    expect(document.getElementById(chart.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /Stacked bars .* 2 months, 2025-01 to 2025-02/,
    );
    expect(within(region()).getByText('awaiting the advertiser’s confirmation')).toBeTruthy();

    // Back on a daily report, its own 30-day range returns to the inputs.
    fireEvent.click(within(region()).getByRole('tab', { name: 'Performance' }));
    await waitFor(() => expect((within(region()).getByLabelText('From') as HTMLInputElement).value).toBe('2025-02-13'));
  });

  it('shows earnings in dollars on a USD account', async () => {
    const usd: Handlers = {
      earningsReport: () =>
        reportOf(
          [earningsRow('2025-02', { currency: 'USD' })],
          earningsTotals({ total: '1234.5', currency: 'USD' }),
          'USD',
        ),
    };
    window.location.hash = '#reports/earnings';
    renderSection(<ReportsSection />, usd, account('USD'));
    const table = await within(region()).findByRole('table', { name: 'Earnings' });
    const totals = within(table).getAllByRole('row').at(-1)!;
    expect(within(totals).getAllByRole('cell').at(-1)!.textContent).toBe('$1,234.50');
  });

  it('explains an earnings range over 24 months and sends nothing for it', async () => {
    today('2025-03-15T10:00:00Z');
    const bg = renderSection(<ReportsSection />, handlers);
    fireEvent.click(within(region()).getByRole('tab', { name: 'Earnings' }));
    await within(region()).findByRole('table', { name: 'Earnings' });
    setDate('From', '2023-01-01');
    expect((await within(region()).findByRole('alert')).textContent).toMatch(
      /at most 24 months, and 2023-01 to 2025-03 is 27 months/,
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(bg.requestsOf('earningsReport')).toHaveLength(1);
  });

  it('shows the campaign report per campaign and channel with totals', async () => {
    const bg = renderSection(<ReportsSection />, handlers);
    fireEvent.click(within(region()).getByRole('tab', { name: 'Campaigns' }));
    const table = await within(region()).findByRole('table', { name: 'Campaign report' });
    expect(bg.requestsOf('campaignReport')[0]).toMatchObject({ sort: 'clicks', order: 'desc', per_page: 100 });
    expect(within(table).getByText('Deal Hunters Blog')).toBeTruthy();
    expect(within(table).getAllByRole('row').at(-1)!.textContent).toMatch(/^Total \(all pages\)840/);
  });

  it('filters the performance and campaign reports by a campaign picked by name and by channel', async () => {
    const bg = renderSection(<ReportsSection />, {
      ...handlers,
      listCampaigns: () => pageOf([{ id: 1207, name: 'ShopKart' } as Campaign]) as never,
      listChannels: () =>
        pageOf([
          { id: 501, name: 'Blog' },
          { id: 502, name: 'Instagram' },
        ]) as never,
    });
    await within(region()).findByRole('table', { name: 'Performance' });
    const campaign = within(region()).getByLabelText('Campaign');
    fireEvent.input(campaign, { target: { value: 'ShopKart' } });
    await within(region()).findByText('ShopKart (campaign 1207)');
    await waitFor(() => expect(bg.requestsOf('performanceReport').at(-1)).toMatchObject({ campaign_id: 1207 }));
    const channel = await within(region()).findByRole('combobox', { name: 'Channel' });
    await within(channel).findByRole('option', { name: 'Instagram' });
    fireEvent.change(channel, { target: { value: '502' } });
    await waitFor(() =>
      expect(bg.requestsOf('performanceReport').at(-1)).toMatchObject({ campaign_id: 1207, channel_id: 502 }),
    );
    fireEvent.click(within(region()).getByRole('tab', { name: 'Campaigns' }));
    await within(region()).findByRole('table', { name: 'Campaign report' });
    expect(bg.requestsOf('campaignReport')[0]).toMatchObject({ campaign_id: 1207, channel_id: 502 });
  });

  it('lists unmonetized domains in words, searches, and opens the campaign the index has for the domain', async () => {
    const bg = renderSection(<ReportsSection />, {
      ...handlers,
      // The campaign index, by domain (GET /campaigns?q= searches names: never asked).
      'site.info': ({ url }) => ({
        campaign: url === 'https://shopkart.example/' ? ({ id: 1207, name: 'ShopKart' } as Campaign) : null,
        indexedAt: '2025-03-15T00:00:00Z',
        remembered: { channelId: null, subIds: [] } as never,
      }),
    });
    fireEvent.click(within(region()).getByRole('tab', { name: 'Unmonetized traffic' }));
    const table = await within(region()).findByRole('table', { name: 'Unmonetized traffic' });
    expect(within(table).getByText('Campaign available')).toBeTruthy();
    expect(within(table).getByText('Available after approval')).toBeTruthy();
    expect(within(table).getByText('No campaign')).toBeTruthy();

    fireEvent.input(within(region()).getByLabelText('Search domains'), { target: { value: ' shop ' } });
    fireEvent.click(within(region()).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bg.requestsOf('unmonetizedTraffic').at(-1)).toMatchObject({ search: 'shop', page: 1 }));

    fireEvent.click(within(region()).getByRole('button', { name: 'Open campaign for shopkart.example' }));
    await waitFor(() => expect(window.location.hash).toBe('#campaigns/1207'));
    expect(bg.requestsOf('site.info')).toEqual([{ url: 'https://shopkart.example/' }]);
    expect(bg.requestsOf('listCampaigns')).toEqual([]);
    expect(
      within(table).getByRole('button', { name: 'Open campaign for gadgetstore.example to request access' }),
    ).toBeTruthy();
  });

  it('says which scope is missing instead of asking', () => {
    const bg = renderSection(<ReportsSection />, handlers, account('INR', ['read:campaigns']));
    expect(within(region()).getByRole('status').textContent).toMatch(/read:reports/);
    expect(bg.calls).toHaveLength(0);
  });

  it('shows the server’s error with a way to try again', async () => {
    const bg = renderSection(<ReportsSection />, {
      performanceReport: () => {
        throw Object.assign(new Error('x'), {
          kind: 'validation',
          message: 'The server refused the request.',
          serverMessage: 'Date range cannot exceed 90 days',
        });
      },
    });
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toMatch(/Date range cannot exceed 90 days/);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bg.requestsOf('performanceReport')).toHaveLength(2));
  });
});

describe('Unmonetized traffic campaign lookup', () => {
  it('says so when the index has no campaign for the domain, instead of guessing', async () => {
    const bg = renderSection(<ReportsSection />, {
      ...handlers,
      'site.info': () => ({ campaign: null, indexedAt: '2025-03-15T00:00:00Z', remembered: {} as never }),
    });
    fireEvent.click(within(region()).getByRole('tab', { name: 'Unmonetized traffic' }));
    await within(region()).findByRole('table', { name: 'Unmonetized traffic' });
    fireEvent.click(within(region()).getByRole('button', { name: 'Open campaign for shopkart.example' }));
    expect(
      (
        await within(region()).findByText(/No live campaign in your campaign index has the domain shopkart\.example/)
      ).getAttribute('role'),
    ).toBe('status');
    expect(window.location.hash).toBe('#reports/unmonetized');
    expect(bg.requestsOf('site.info')).toHaveLength(1);
  });
});
