import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { HistorySection } from '../../../lib/history/ui/history-section';
import type { HistoryData } from '../../../lib/history/ui/read-history';
import { sale } from '../../sales/sale';
import { renderSection } from '../../support/options/section-harness';
import { entry } from '../entry';

const T = '2026-06-18T00:00:00Z';

function data(): HistoryData {
  return {
    entries: [
      entry(4, {
        postId: 'p1',
        source: 'post',
        pageTitle: 'Dal',
        tag: 't0618-dddd',
        subIds: ['', '', '', '', 't0618-dddd'],
      }),
      entry(3, { postId: 'p1', source: 'post', pageTitle: 'Atta', tag: 't0618-cccc' }),
      entry(2, { pageTitle: 'Linen kurta', campaignId: 1009, campaignName: 'Saree Sutra' }),
      entry(1, { pageTitle: 'Basmati rice', tag: 't0618-aaaa', subIds: ['', '', '', '', 't0618-aaaa'] }),
    ],
    sales: [
      sale(1, 'validated', T, { sub_id_5: 't0618-aaaa', user_commission: '150.00' }),
      sale(2, 'rejected', T, { sub_id_5: 't0618-aaaa', user_commission: '99.00' }),
      sale(3, 'pending', T, { sub_id_5: 't0618-dddd', user_commission: '10.25' }),
      sale(4, 'paid', T, { sub_id_5: 't0618-cccc', user_commission: '0.75' }),
    ],
    salesSynced: true,
    campaigns: new Map([[1, { id: 1, access_status: 'approved' }]]),
    indexedAt: '2026-06-18T09:00:00Z',
    goneOffers: new Set(),
  };
}

function setup() {
  const read = vi.fn(async () => data());
  let settings = { keep: true, trackEarnings: false };
  const view = renderSection(<HistorySection read={read} />, {
    'history.settings': (patch) => {
      settings = { ...settings, ...(patch as object) };
      return settings;
    },
    'history.clear': () => ({ cleared: true }),
  });
  return { ...view, read, region: () => screen.getByRole('region', { name: 'History' }) };
}

describe('Options -> History', () => {
  it('shows the settings, Search, Clear history and the table, newest first, with earnings and the post total', async () => {
    const { region } = setup();
    const r = within(region());
    const keep = (await r.findByRole('checkbox', { name: 'Keep link history' })) as HTMLInputElement;
    expect(keep.checked).toBe(true);
    expect((r.getByRole('checkbox', { name: 'Track earnings per link' }) as HTMLInputElement).checked).toBe(false);
    expect(r.getByRole('searchbox', { name: 'Search' })).toBeTruthy();
    expect(r.getByText(/newest 10,000 links are kept/)).toBeTruthy();
    const table = await r.findByRole('table', { name: 'Link history' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Post of 2 links: 2 sales, ₹11.00 commission'),
      expect.stringContaining('Dal'),
      expect.stringContaining('Atta'),
      expect.stringContaining('Linen kurta'),
      expect.stringContaining('Basmati rice'),
    ]);
    expect(rows[4]?.textContent).toContain('₹150.00');
    expect(rows[4]?.textContent).toContain('1 rejected');
    expect(within(table).getAllByRole('button', { name: /^Copy link/ })).toHaveLength(4);
  });

  it('Sort by: most commission first (no post headings out of time order), then oldest first with them again', async () => {
    const { region } = setup();
    const r = within(region());
    const table = await r.findByRole('table', { name: 'Link history' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    const sortBy = r.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sortBy.value).toBe('newest');
    fireEvent.change(sortBy, { target: { value: 'commission' } });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    const titles = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(titles()).toEqual([
      expect.stringContaining('Basmati rice'), // ₹150.00
      expect.stringContaining('Dal'), // ₹10.25
      expect.stringContaining('Atta'), // ₹0.75
      expect.stringContaining('Linen kurta'), // nothing matched
    ]);
    // A search keeps the order chosen.
    fireEvent.input(r.getByRole('searchbox', { name: 'Search' }), { target: { value: 'post' } });
    await waitFor(() => expect(titles()).toHaveLength(2));
    expect(titles()).toEqual([expect.stringContaining('Dal'), expect.stringContaining('Atta')]);
    fireEvent.input(r.getByRole('searchbox', { name: 'Search' }), { target: { value: '' } });
    fireEvent.change(sortBy, { target: { value: 'oldest' } });
    await waitFor(() => expect(titles()[0]).toContain('Basmati rice'));
    expect(titles()).toHaveLength(5);
    expect(titles()[2]).toContain('Post of 2 links');
  });

  it('marks the links whose campaign is no longer in the index', async () => {
    const { region } = setup();
    const table = await within(region()).findByRole('table', { name: 'Link history' });
    const marked = within(table).getAllByText('No longer earns: the campaign is paused or deleted');
    expect(marked).toHaveLength(1);
    expect(marked[0]?.closest('tr')?.textContent).toContain('Linen kurta');
    expect(within(region()).getByText(/^1 link in the history no longer earns/)).toBeTruthy();
  });

  it('searches, and Clear history empties the table', async () => {
    const { region, read } = setup();
    const r = within(region());
    const table = await r.findByRole('table', { name: 'Link history' });
    fireEvent.input(r.getByRole('searchbox', { name: 'Search' }), { target: { value: 'linen' } });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    fireEvent.input(r.getByRole('searchbox', { name: 'Search' }), { target: { value: 'no-such-word' } });
    expect(await r.findByText('No link in the history matches.')).toBeTruthy();
    read.mockResolvedValue({ ...data(), entries: [] });
    fireEvent.click(r.getByRole('button', { name: 'Clear history' }));
    expect(await r.findByText('No links in the history yet.')).toBeTruthy();
    expect(r.getByText(/^History cleared, with the channel and sub IDs remembered for its sites/)).toBeTruthy();
  });

  it('turns Track earnings per link on through the background', async () => {
    const setup2 = setup();
    const { region } = setup2;
    const { calls } = setup2;
    const box = (await within(region()).findByRole('checkbox', {
      name: 'Track earnings per link',
    })) as HTMLInputElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(calls.filter((c) => c.name === 'history.settings').at(-1)?.request).toEqual({ trackEarnings: true });
  });
});
