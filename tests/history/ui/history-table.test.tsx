// The Link history table's rows: the channel's name (or #id for an entry kept before names were), an offer's link
// and its expiry, and the QR code of each row's link (the popup's, loaded when first asked for).
import { fireEvent, screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../../../lib/history/entry';
import { HistorySection } from '../../../lib/history/ui/history-section';
import type { HistoryData } from '../../../lib/history/ui/read-history';
import { renderSection } from '../../support/options/section-harness';
import { entry } from '../entry';

function render(entries: HistoryEntry[], goneOffers = new Set<number>()) {
  const data: HistoryData = {
    entries,
    sales: [],
    salesSynced: false,
    campaigns: new Map([[1, { id: 1, access_status: 'approved' }]]),
    indexedAt: '2026-06-18T09:00:00Z',
    goneOffers,
  };
  renderSection(<HistorySection read={vi.fn(async () => data)} />, {
    'history.settings': () => ({ keep: true, trackEarnings: false }),
  });
  return within(screen.getByRole('region', { name: 'History' }));
}

async function rowOf(r: ReturnType<typeof render>, text: string): Promise<HTMLElement> {
  const table = await r.findByRole('table', { name: 'Link history' });
  const row = within(table)
    .getAllByRole('row')
    .find((tr) => tr.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

/** The Channel column's cell (the fourth). */
const channelCell = (row: HTMLElement) => row.querySelectorAll('td')[3]?.textContent;

describe('the channel of each link', () => {
  it('shows the name kept with the entry, #id for an entry kept without one, — for the default channel', async () => {
    const r = render([
      entry(3, { pageTitle: 'Named', channelId: 502, channelName: 'Deals blog' }),
      entry(2, { pageTitle: 'Old entry', channelId: 501 }),
      entry(1, { pageTitle: 'Default', channelId: null, channelName: null }),
    ]);
    expect(channelCell(await rowOf(r, 'Named'))).toBe('Deals blog');
    expect(channelCell(await rowOf(r, 'Old entry'))).toBe('#501');
    expect(channelCell(await rowOf(r, 'Default'))).toBe('—');
  });

  it('Search finds a link by its channel’s name', async () => {
    const r = render([
      entry(2, { pageTitle: 'Named', channelId: 502, channelName: 'Deals blog' }),
      entry(1, { pageTitle: 'Other', channelId: 501, channelName: 'Main site' }),
    ]);
    const table = await r.findByRole('table', { name: 'Link history' });
    fireEvent.input(r.getByRole('searchbox', { name: 'Search' }), { target: { value: 'deals' } });
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(table.textContent).toContain('Named');
  });
});

describe('an offer’s link', () => {
  const offer = (id: number, endDate: string, extra: Partial<HistoryEntry> = {}) =>
    entry(id, {
      source: 'offer',
      pageTitle: `Offer ${id}`,
      offer: { id: 900 + id, endDate, couponCode: id === 1 ? 'FRESH150' : null },
      ...extra,
    });

  it('shows Offer and its coupon, and marks it once its end date has passed or its campaign no longer lists it', async () => {
    const r = render([offer(3, '2999-12-31'), offer(2, '2999-12-31'), offer(1, '2000-01-31')], new Set([902]));
    const live = await rowOf(r, 'Offer 3');
    expect(live.textContent).toContain('Offer');
    expect(live.textContent).not.toContain('No longer earns');
    expect(within(await rowOf(r, 'Offer 2')).getByText(/no longer lists it/).textContent).toBe(
      ' No longer earns: the offer has expired (its campaign no longer lists it)',
    );
    const ended = await rowOf(r, 'Offer 1');
    expect(ended.textContent).toContain('coupon FRESH150');
    expect(ended.textContent).toContain('No longer earns: the offer has expired (it ended on 2000-01-31)');
    expect(r.getByText(/2 links in the history no longer earn/)).toBeTruthy();
  });

  it('the campaign’s own problem is named first', async () => {
    const r = render([offer(1, '2000-01-31', { campaignId: 9 })]);
    const row = await rowOf(r, 'Offer 1');
    expect(row.textContent).toContain('No longer earns: the campaign is paused or deleted');
    expect(row.textContent).not.toContain('the offer has expired');
  });
});

describe('a row’s link goes through the popup’s check', () => {
  it('an entry kept before History refused such links: named for what it is, not shown, copied or drawn', async () => {
    const r = render([
      entry(2, { pageTitle: 'Spoof', link: 'https://www.kiranabasket.in@evil.test/t' }),
      entry(1, { pageTitle: 'Script', link: 'javascript:alert(1)' }),
    ]);
    for (const [title, words] of [
      ['Spoof', /user name or password/],
      ['Script', /not a web address/],
    ] as const) {
      const row = await rowOf(r, title);
      const cell = row.querySelector('.history-link') as HTMLElement;
      expect(cell.textContent).toMatch(words);
      expect(row.textContent).not.toContain('evil.test');
      expect(row.textContent).not.toContain('javascript:');
      expect(within(row).queryByRole('button', { name: /^Copy link/ })).toBeNull();
      expect((within(row).getByRole('button', { name: /^QR code for/ }) as HTMLButtonElement).disabled).toBe(true);
    }
  });
});

describe('the QR code of a row’s link', () => {
  it('is drawn when asked for, beside Copy link, and hidden again', async () => {
    const r = render([entry(1, { pageTitle: 'Basmati rice', link: 'https://track.example/track?cid=501&n=1' })]);
    const row = await rowOf(r, 'Basmati rice');
    expect(within(row).getByRole('button', { name: 'Copy link Basmati rice' })).toBeTruthy();
    const button = within(row).getByRole('button', { name: 'QR code for Basmati rice' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(within(row).queryByRole('img')).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const qr = await within(row).findByRole('img', { name: 'QR code of the link for Basmati rice' }, { timeout: 8000 });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(within(row).getByRole('button', { name: 'Save QR code' })).toBeTruthy();

    fireEvent.click(button);
    expect(within(row).queryByRole('img')).toBeNull();
  });

  it('is not drawn for a link that is not http(s)', async () => {
    const r = render([entry(1, { pageTitle: 'Odd', link: 'javascript:alert(1)' })]);
    const row = await rowOf(r, 'Odd');
    const button = within(row).getByRole('button', { name: 'QR code for Odd' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(within(row).queryByRole('img')).toBeNull();
  });

  it('names the link by its address when the entry has no page title', async () => {
    const r = render([entry(1, { pageTitle: null, pageUrl: 'not a url', link: 'https://track.example/t?n=1' })]);
    const row = await rowOf(r, 'not a url');
    expect(within(row).getByRole('button', { name: 'QR code for https://track.example/t?n=1' })).toBeTruthy();
  });
});

describe('a converted post that went out', () => {
  it('names every destination its links went to, with Open post for a public chat', async () => {
    const r = render([
      entry(1, {
        source: 'post',
        pageTitle: 'Rice',
        posted: { destination: 'Deals channel', messageId: 7, postUrl: 'https://t.me/deals/7' },
        postedAlso: [{ destination: 'WhatsApp pack', messageId: null, postUrl: null }],
      }),
    ]);
    const row = await rowOf(r, 'Rice');
    expect([...row.querySelectorAll('.history-posted')].map((s) => s.textContent)).toEqual([
      ' to Deals channel, message 7 Open post',
      '; to WhatsApp pack (copied)',
    ]);
    expect(
      within(row)
        .getAllByRole('link', { name: 'Open post' })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://t.me/deals/7']);
  });
});
