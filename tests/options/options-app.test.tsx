import { cleanup, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { apiError } from '../support/options/fake-send';
import { channel, NO_KEY, pageOf, withKey } from '../support/options/fixtures';
import { earningsTotals, reportOf } from '../support/options/record-fixtures';
import { renderOptions } from '../support/options/render-options';

describe('Options page shell', () => {
  it('links to every section, grouped by what a publisher does (post, earn, set up), and marks the current one', async () => {
    renderOptions('#channels', { 'account.get': () => withKey(), listChannels: () => pageOf([channel()]) });
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    const groups = within(nav).getAllByRole('list');
    const hrefs = (list: HTMLElement) =>
      within(list)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href'));
    expect(groups).toHaveLength(3);
    expect(within(nav).getByRole('list', { name: 'Post' })).toBe(groups[0]);
    expect(hrefs(groups[0]!)).toEqual(['#convert', '#offers', '#history', '#destinations', '#queue', '#relay']);
    expect(within(nav).getByRole('list', { name: 'Earn' })).toBe(groups[1]);
    expect(hrefs(groups[1]!)).toEqual(['#reports', '#sales', '#transactions', '#cpc-clicks', '#invoices', '#claims']);
    expect(within(nav).getByRole('list', { name: 'Set up' })).toBe(groups[2]);
    expect(hrefs(groups[2]!)).toEqual(['#account', '#channels', '#campaigns']);
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Channels' }).getAttribute('aria-current')).toBe('page'),
    );
  });

  it('shows one section at a time and moves focus to its heading on navigation', async () => {
    renderOptions('#account', {
      'account.get': () => withKey(),
      listChannels: () => pageOf([channel()]),
    });
    await screen.findByRole('region', { name: 'Account' });
    window.location.hash = '#channels';
    const region = await screen.findByRole('region', { name: 'Channels' });
    expect(screen.queryByRole('region', { name: 'Account' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(region).getByRole('heading', { name: 'Channels' })));
  });

  it('opens Account by default without a key, Reports on Earnings with one', async () => {
    renderOptions('', { 'account.get': () => NO_KEY });
    await screen.findByRole('region', { name: 'Account' });
    cleanup();
    renderOptions('', {
      'account.get': () => withKey(),
      earningsReport: () => reportOf([], earningsTotals()) as never,
    });
    const reports = await screen.findByRole('region', { name: 'Reports' });
    expect(within(reports).getByRole('tab', { name: 'Earnings' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says in every section that the key was refused, linking to Account', async () => {
    renderOptions('#channels', {
      'account.get': () => ({ ...withKey(), keyInvalid: true }),
      listChannels: () => pageOf([]),
    });
    const alert = await screen.findByText('The API refused your saved API key.');
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByRole('link', { name: 'go to Account' }).getAttribute('href')).toBe('#account');
  });

  it('reads the account again when a request is refused with 401, and then shows the alert', async () => {
    let refused = false;
    renderOptions('#channels', {
      'account.get': () => ({ ...withKey(), keyInvalid: refused }),
      listChannels: async () => {
        // As the background does: a 401 marks the saved key refused in the account record.
        refused = true;
        await fakeBrowser.storage.local.set({ account: { apiKey: 'old-key-0000', keyInvalid: true } });
        throw apiError({ kind: 'unauthorized', status: 401, message: 'Your API key was refused: check your API key.' });
      },
    });
    await screen.findByText('The API refused your saved API key.');
  });

  it('drops the "refused" alert when a new key is saved in another tab (the account record changes)', async () => {
    let refused = true;
    renderOptions('#channels', {
      'account.get': () => ({ ...withKey(), keyInvalid: refused }),
      listChannels: () => pageOf([]),
    });
    await screen.findByText('The API refused your saved API key.');
    // Another tab saves a good key: the background writes the account record, and every open page hears of it.
    refused = false;
    await fakeBrowser.storage.local.set({ account: { apiKey: 'new-key-0000', keyInvalid: false } });
    await waitFor(() => expect(screen.queryByText('The API refused your saved API key.')).toBeNull());
  });

  it('shows the "refused" alert when the key is refused in another page', async () => {
    let refused = false;
    renderOptions('#channels', {
      'account.get': () => ({ ...withKey(), keyInvalid: refused }),
      listChannels: () => pageOf([]),
    });
    await screen.findByRole('region', { name: 'Channels' });
    refused = true;
    await fakeBrowser.storage.local.set({ account: { apiKey: 'old-key-0000', keyInvalid: true } });
    await screen.findByText('The API refused your saved API key.');
  });

  it('drops the refused-key banner after the first answer the API gives again (issue 18 item 5)', async () => {
    // The background ends the refused state on the first success: the page reads the account again and follows it.
    let refused = true;
    let bannerShown: () => void = () => {};
    const shown = new Promise<void>((resolve) => {
      bannerShown = resolve;
    });
    renderOptions('#channels', {
      'account.get': () => ({ ...withKey(), keyInvalid: refused }),
      listChannels: async () => {
        await shown; // the page has read the refused state first
        // As the background does: the first successful answer ends the refused state in the account record.
        refused = false;
        await fakeBrowser.storage.local.set({ account: { apiKey: 'old-key-0000', keyInvalid: false } });
        return pageOf([channel()]);
      },
    });
    await screen.findByText('The API refused your saved API key.');
    bannerShown();
    await waitFor(() => expect(screen.queryByText('The API refused your saved API key.')).toBeNull());
    await screen.findByRole('region', { name: 'Channels' });
  });

  it('a 429 after a 401 is shown as itself, not as a refused key', async () => {
    renderOptions('#channels', {
      'account.get': () => withKey(),
      listChannels: () => {
        throw apiError({ kind: 'rate_limited', status: 429, message: 'Daily limit reached. Resets at midnight UTC.' });
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Daily limit reached');
    expect(screen.queryByText('The API refused your saved API key.')).toBeNull();
  });

  it('says so when the background does not answer, and still offers Account', async () => {
    renderOptions('', {
      'account.get': () => {
        throw apiError({ kind: 'network', message: 'The extension’s background did not answer.' });
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('did not answer');
    await screen.findByRole('region', { name: 'Account' });
  });
});
