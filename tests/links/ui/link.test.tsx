import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ConvertResponse, RequestOf } from '../../../lib/protocol';
import {
  ACCOUNT,
  CAMPAIGN,
  campaignWith,
  channel,
  converted,
  PAGE_URL,
  page,
  siteInfo,
  TRACKING_HOST,
} from './fixtures';
import { apiError, defaultHandlers, deferred, renderPopup, stubClipboard } from './render-popup';

const linkBox = () => screen.getByRole('textbox', { name: 'Affiliate link' }) as HTMLTextAreaElement;
const linkValue = async (pattern: RegExp = /^https:\/\//) => {
  await waitFor(() => expect(linkBox().value).toMatch(pattern));
  return linkBox().value;
};
const type = (label: string, value: string) =>
  fireEvent.input(screen.getByRole('textbox', { name: label }), { target: { value } });

describe('the link on open', () => {
  it('sends link.convert with the URL only, together with site.info, account.get and channels.list', async () => {
    const answer = deferred<ConvertResponse>();
    const bg = renderPopup(defaultHandlers({ 'link.convert': () => answer.promise }));
    // All four are out before the conversion answers: the link needs one round trip only.
    expect(bg.calls.map((c) => c.name).slice(0, 4)).toEqual([
      'link.convert',
      'site.info',
      'account.get',
      'listChannels',
    ]);
    expect(bg.requestsOf('link.convert')).toEqual([{ url: PAGE_URL }]);

    answer.resolve(converted({ url: PAGE_URL }));
    const link = new URL(await linkValue());
    expect(link.origin).toBe(TRACKING_HOST);
    expect(link.searchParams.get('url')).toBe(PAGE_URL);
    expect(bg.requestsOf('link.convert')).toHaveLength(1);
    expect(screen.getByLabelText('Access status').textContent).toBe('Open');
    expect(screen.getByText('Kirana Basket')).toBeTruthy();
  });

  it('fills the controls with the options the background used', async () => {
    renderPopup(
      defaultHandlers({
        'link.convert': (r) => converted({ ...r, channelId: 502, shorten: true, subIds: ['mail', '', 'wk4'] }),
      }),
    );
    await linkValue(/^https:\/\/sho\.rt\//);
    expect((screen.getByRole('combobox', { name: 'Channel' }) as HTMLSelectElement).value).toBe('502');
    expect((screen.getByRole('checkbox', { name: 'Short link' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Sub ID 1' }) as HTMLInputElement).value).toBe('mail');
    expect((screen.getByRole('textbox', { name: 'Sub ID 3' }) as HTMLInputElement).value).toBe('wk4');
  });

  it('marks a pending or rejected default channel as carrying no clicks', async () => {
    renderPopup(defaultHandlers({ listChannels: () => page([channel(9, 'Fresh', 'rejected', true)]) }));
    await linkValue();
    const select = screen.getByRole('combobox', { name: 'Channel' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.slice(0, 2).map((o) => o.textContent)).toEqual([
      'Default channel (Fresh · Rejected: carries no clicks)',
      'Fresh · Rejected: carries no clicks · default',
    ]);
  });

  it('lists the channels with status, marks the default and allows only approved ones', async () => {
    renderPopup();
    await linkValue();
    const select = screen.getByRole('combobox', { name: 'Channel' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => o.textContent)).toEqual([
      'Default channel (Blog)',
      'Blog · Approved · default',
      'Deals Telegram · Approved',
      'New Insta · Pending: carries no clicks',
    ]);
    expect(options.map((o) => o.disabled)).toEqual([false, false, false, true]);
  });
});

describe('changing the options converts again', () => {
  it('sub ID typing re-converts once after a pause, with the sub IDs, and keeps what was typed', async () => {
    const bg = renderPopup();
    await linkValue();
    type('Sub ID 1', 'n');
    type('Sub ID 1', 'ne');
    type('Sub ID 1', 'newsletter');
    type('Sub ID 3', 'nov-week4');
    expect(bg.requestsOf('link.convert')).toHaveLength(1);
    await waitFor(() => expect(bg.requestsOf('link.convert')).toHaveLength(2), { timeout: 2000 });
    expect(bg.requestsOf('link.convert')[1]).toEqual({
      url: PAGE_URL,
      channelId: 501,
      shorten: false,
      subIds: ['newsletter', '', 'nov-week4'],
    });
    const link = new URL(await linkValue(/subid=newsletter/));
    expect(link.searchParams.get('subid3')).toBe('nov-week4');
    expect((screen.getByRole('textbox', { name: 'Sub ID 1' }) as HTMLInputElement).value).toBe('newsletter');
    // Still one more request only: the pause collected every keystroke.
    expect(bg.requestsOf('link.convert')).toHaveLength(2);
  });

  it('Enter in a sub ID converts at once', async () => {
    const bg = renderPopup();
    await linkValue();
    type('Sub ID 2', 'ig');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Sub ID 2' }), { key: 'Enter' });
    expect(bg.requestsOf('link.convert')[1]).toMatchObject({ subIds: ['', 'ig'] });
  });

  it('Sub IDs sit behind a disclosure that says how many are set, open by itself when the site remembers some', async () => {
    renderPopup(defaultHandlers({ 'link.convert': (r) => converted({ ...r, subIds: ['mail', '', 'wk4'] }) }));
    await linkValue();
    const summary = document.querySelector('details.sub-ids > summary') as HTMLElement;
    expect(summary.textContent).toBe('Sub IDs · 2 set');
    expect((summary.parentElement as HTMLDetailsElement).open).toBe(true);
  });

  it('Track earnings per link’s own tag in Sub ID 5 does not open Sub IDs; a sub ID of the person’s does', async () => {
    renderPopup(
      defaultHandlers({ 'link.convert': (r) => converted({ ...r, subIds: ['', '', '', '', 't1124-k7q2'] }) }),
    );
    await linkValue();
    const summary = document.querySelector('details.sub-ids > summary') as HTMLElement;
    expect(summary.textContent).toBe('Sub IDs · 1 set');
    expect((summary.parentElement as HTMLDetailsElement).open).toBe(false);
  });

  it('a typed Sub ID 5 that is not our tag opens Sub IDs', async () => {
    renderPopup(defaultHandlers({ 'link.convert': (r) => converted({ ...r, subIds: ['', '', '', '', 'my-own'] }) }));
    await linkValue();
    const summary = document.querySelector('details.sub-ids > summary') as HTMLElement;
    expect((summary.parentElement as HTMLDetailsElement).open).toBe(true);
  });

  it('Sub IDs stay closed when none is remembered', async () => {
    renderPopup();
    await linkValue();
    const summary = document.querySelector('details.sub-ids > summary') as HTMLElement;
    expect(summary.textContent).toBe('Sub IDs');
    expect((summary.parentElement as HTMLDetailsElement).open).toBe(false);
  });

  it('questions a sub ID over 100 characters: nothing is sent until "Use it anyway", and the typed text stays', async () => {
    const bg = renderPopup();
    await linkValue();
    const long = 'x'.repeat(150);
    type('Sub ID 4', long);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Sub ID 4 is 150 characters long/);
    // The old link no longer matches what is typed: it is not offered for copying.
    expect(linkBox().value).toBe('');
    await new Promise((r) => setTimeout(r, 600));
    expect(bg.requestsOf('link.convert')).toHaveLength(1);
    expect((screen.getByRole('textbox', { name: 'Sub ID 4' }) as HTMLInputElement).value).toBe(long);
    fireEvent.click(within(alert).getByRole('button', { name: 'Use it anyway' }));
    await waitFor(() => expect(bg.requestsOf('link.convert')).toHaveLength(2));
    expect(bg.requestsOf('link.convert')[1]).toMatchObject({ subIds: ['', '', '', long] });
    await linkValue();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Short link on shows the short link; off shows the tracking link again', async () => {
    const bg = renderPopup();
    await linkValue();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Short link' }));
    expect(bg.requestsOf('link.convert')[1]).toMatchObject({ shorten: true });
    await linkValue(/^https:\/\/sho\.rt\/501$/);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Short link' }));
    await linkValue(new RegExp(`^${TRACKING_HOST}/c\\?`));
  });

  it('a channel change re-converts with that channel', async () => {
    const bg = renderPopup();
    await linkValue();
    fireEvent.change(screen.getByRole('combobox', { name: 'Channel' }), { target: { value: '502' } });
    expect(bg.requestsOf('link.convert')[1]).toMatchObject({ channelId: 502 });
    await linkValue(/cid=502/);
  });

  it('a stale answer never replaces the answer to a newer request', async () => {
    const slow = deferred<ConvertResponse>();
    const bg = renderPopup(
      defaultHandlers({
        'link.convert': (r: RequestOf<'link.convert'>) => (r.channelId === 502 ? slow.promise : converted(r)),
      }),
    );
    await linkValue();
    const channel = screen.getByRole('combobox', { name: 'Channel' });
    await waitFor(() => expect(within(channel).getAllByRole('option')).toHaveLength(4));
    fireEvent.change(channel, { target: { value: '502' } });
    fireEvent.change(channel, { target: { value: '501' } });
    await waitFor(() => expect(bg.requestsOf('link.convert')).toHaveLength(3));
    await linkValue(/cid=501/);
    slow.resolve(converted({ url: PAGE_URL, channelId: 502 }));
    await new Promise((r) => setTimeout(r, 20));
    expect(linkBox().value).toMatch(/cid=501/);
    expect((channel as HTMLSelectElement).value).toBe('501');
  });
});

describe('Copy', () => {
  it('copies what the box shows and says so', async () => {
    const writeText = stubClipboard();
    renderPopup();
    const link = await linkValue();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    expect(await screen.findByText('Copied')).toHaveProperty('role', 'status');
  });
});

describe('what the API sends back', () => {
  it('refuses a tracking link that is not http(s), with an alert', async () => {
    renderPopup(
      defaultHandlers({ 'link.convert': (r) => converted(r, { tracking_url: 'javascript:alert(document.cookie)' }) }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('not a web address');
    expect(linkBox().value).toBe('');
    expect((screen.getByRole('button', { name: 'Copy' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it.each([
    ['tracking link', { tracking_url: 'https://www.amazon.in@evil.test/dp/B0' }, false],
    ['short link', { short_url: 'https://user:pw@s.network.example/Ab3' }, true],
  ])(
    'refuses a %s with a user name or password: alert, nothing shown, copied or put in a QR code',
    async (_, over, shorten) => {
      renderPopup(defaultHandlers({ 'link.convert': (r) => converted({ ...r, shorten }, over) }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('user name or password');
      expect(linkBox().value).toBe('');
      expect((screen.getByRole('button', { name: 'Copy' }) as HTMLButtonElement).disabled).toBe(true);
      expect((screen.getByRole('button', { name: 'Share' }) as HTMLButtonElement).disabled).toBe(true);
    },
  );

  it('shows a plain http: link with a visible warning', async () => {
    renderPopup(
      defaultHandlers({ 'link.convert': (r) => converted(r, { tracking_url: 'http://track.example/x?id=1' }) }),
    );
    expect(await linkValue(/^http:\/\//)).toBe('http://track.example/x?id=1');
    expect(screen.getByText(/not encrypted/).getAttribute('role')).toBe('status');
  });

  it('shows an https: link without that warning', async () => {
    renderPopup(defaultHandlers());
    await linkValue();
    expect(screen.queryByText(/not encrypted/)).toBeNull();
  });

  it('explains a link that will not earn (access not granted yet) once, in the campaign’s verdict', async () => {
    renderPopup(
      defaultHandlers({
        'site.info': () => siteInfo(campaignWith({ access_status: 'not_applied' })),
        'link.convert': (r) => converted(r, { affiliated: false }),
      }),
    );
    await linkValue();
    expect(await screen.findByText('This link will not earn:')).toBeTruthy();
    expect(screen.getAllByText(/not applied to this campaign yet/)).toHaveLength(1);
    expect(screen.queryByText(/will not earn yet: the campaign needs approval/)).toBeNull();
    expect(linkBox().closest('.link-box')?.className).toContain('outcome-wont');
  });

  it('says why a link will not earn in the link box when the campaign could not be looked up', async () => {
    renderPopup(
      defaultHandlers({
        'site.info': () => {
          throw apiError({ kind: 'server', status: 500, message: 'The API had a problem on its side (HTTP 500).' });
        },
        'link.convert': (r) => converted(r, {}, null),
      }),
    );
    await linkValue();
    expect((await screen.findByText(/No campaign matches this site/)).getAttribute('role')).toBe('status');
  });

  it('says before copying that a Telegram channel breaks a no-social-media campaign, and not for the blog', async () => {
    renderPopup(
      defaultHandlers({ 'site.info': () => siteInfo(campaignWith({ social_media_publishers_allowed: false })) }),
    );
    await linkValue();
    expect(await screen.findByText('This link earns.')).toBeTruthy();
    expect(linkBox().closest('.link-box')?.className).toContain('outcome-earns');
    fireEvent.change(screen.getByRole('combobox', { name: 'Channel' }), { target: { value: '502' } });
    expect(await screen.findByText('This link may not earn:')).toBeTruthy();
    expect(screen.getByText(/does not allow social media, and your channel Deals Telegram is Telegram/)).toBeTruthy();
    await waitFor(() => expect(linkBox().closest('.link-box')?.className).toContain('outcome-mayNot'));
  });

  it('explains a link that will not earn: no campaign for the site', async () => {
    renderPopup(
      defaultHandlers({
        'site.info': () => siteInfo(null),
        'link.convert': (r) => converted(r, {}, null),
      }),
    );
    await linkValue();
    expect(await screen.findByText('No campaign')).toBeTruthy();
    // Said once: the campaign section's sentence, not the link box's too.
    expect(screen.queryByText(/No campaign matches this site/)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Offers' })).toBeNull();
  });

  it('a server error shows an alert; the campaign still shows and Try again brings the link', async () => {
    let fail = true;
    const bg = renderPopup(
      defaultHandlers({
        'link.convert': (r) => {
          if (fail)
            throw apiError({ kind: 'server', status: 500, message: 'The API had a problem on its side (HTTP 500).' });
          return converted(r);
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('HTTP 500');
    expect(screen.getByLabelText('Access status').textContent).toBe('Open');
    // The rest of the popup keeps working: the post can still be written.
    expect(screen.getByText('Post with your link')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await linkValue();
    expect(bg.requestsOf('link.convert')).toEqual([{ url: PAGE_URL }, { url: PAGE_URL }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a missing scope names it', async () => {
    renderPopup(
      defaultHandlers({
        'link.convert': () => {
          throw apiError({
            kind: 'forbidden',
            status: 403,
            scope: 'write:links',
            message: 'Your API key does not have the write:links scope this needs.',
          });
        },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('write:links');
  });

  it('a refused key is said once, with a way to the Account settings', async () => {
    renderPopup(
      defaultHandlers({
        'link.convert': () => {
          throw apiError({
            kind: 'unauthorized',
            status: 401,
            message: 'Your API key was refused: check your API key.',
          });
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('check your API key');
    expect(within(alert).getByRole('link', { name: 'Open Account settings' }).getAttribute('href')).toBe(
      'options.html#account',
    );
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
  });

  it('a key refused earlier does not colour a later 429: the link says 429 (issue 18 item 5)', async () => {
    renderPopup(
      defaultHandlers({
        'account.get': () => ({ ...ACCOUNT, keyInvalid: true }),
        'link.convert': () => {
          throw apiError({
            kind: 'rate_limited',
            status: 429,
            message: 'Daily conversion limit reached. Resets at midnight UTC.',
          });
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Daily conversion limit reached');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(document.body.textContent).not.toMatch(/refused/i);
  });
});

describe('a key saved elsewhere while the popup is open', () => {
  it('drops the refused-key alert and makes the link', async () => {
    let refused = true;
    renderPopup(
      defaultHandlers({
        'account.get': () => ({ ...ACCOUNT, keyInvalid: refused }),
        'link.convert': (r) => {
          if (refused) {
            throw apiError({
              kind: 'unauthorized',
              status: 401,
              message: 'Your API key was refused: check your API key.',
            });
          }
          return converted(r);
        },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('check your API key');
    refused = false;
    await fakeBrowser.storage.local.set({ account: { apiKey: 'new-key-0000', keyInvalid: false } });
    await linkValue();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('no key, and pages that cannot carry a link', () => {
  it('no key: a way to the options page instead of the link', async () => {
    renderPopup(
      defaultHandlers({
        'account.get': () => ({ keySet: false, keyTail: null, baseUrl: '', identity: null, keyInvalid: false }),
        'link.convert': () => {
          throw apiError({ kind: 'no_key', message: 'No API key is saved yet.' });
        },
      }),
    );
    const add = await screen.findByRole('link', { name: 'Add your API key in Options' });
    expect(add.getAttribute('href')).toBe('options.html#account');
    expect(screen.queryByRole('textbox', { name: 'Affiliate link' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    'chrome://extensions/',
    'about:blank',
    'file:///home/me/notes.html',
    'chrome-extension://abcdefghijklmnop/options.html',
    'moz-extension://6a1f/popup.html',
    null,
  ])('%s: a status message and no message sent', async (url) => {
    const bg = renderPopup(defaultHandlers(), { url, title: null });
    expect(screen.getByRole('status').textContent).toMatch(/affiliate link|nothing to turn/);
    await new Promise((r) => setTimeout(r, 10));
    expect(bg.calls).toEqual([]);
    expect(screen.queryByRole('textbox', { name: 'Affiliate link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Options' })).toBeTruthy();
  });
});

describe('the page’s host', () => {
  it('is shown in Unicode, as a person reads it, for an IDNA host', async () => {
    renderPopup(defaultHandlers(), { url: 'https://xn--h2brj9c.xn--h2brj9c/sale', title: null });
    expect(await screen.findByText('भारत.भारत', {}, { timeout: 8000 })).toBeTruthy();
  });

  it('keeps a mixed-script label in punycode (attack: www.xn--mazon-3ve.in, a Cyrillic а before "mazon")', async () => {
    // The first label (пример, all Cyrillic) is decoded: the decoder ran; the look-alike label is not.
    renderPopup(defaultHandlers(), { url: 'https://xn--e1afmkfd.xn--mazon-3ve.in/dp/1', title: null });
    expect(await screen.findByText('пример.xn--mazon-3ve.in', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText(/аmazon/)).toBeNull();
  });
});

describe('Share', () => {
  it('draws the QR code only when asked, and offers WhatsApp and Telegram share addresses of the link', async () => {
    renderPopup();
    const link = await linkValue();
    expect(screen.queryByRole('img', { name: 'QR code of the affiliate link' })).toBeNull();
    const share = screen.getByRole('button', { name: 'Share' });
    fireEvent.click(share);
    expect(share.getAttribute('aria-expanded')).toBe('true');
    // Its code loads on the first click (a transform of its own in the test runner: allow for it).
    const qr = await screen.findByRole('img', { name: 'QR code of the affiliate link' }, { timeout: 8000 });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByRole('button', { name: 'Save QR code' })).toBeTruthy();
    const wa = new URL(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href') as string);
    expect(wa.origin + wa.pathname).toBe('https://wa.me/');
    expect(wa.searchParams.get('text')).toBe(link);
    const tg = new URL(screen.getByRole('link', { name: 'Share on Telegram' }).getAttribute('href') as string);
    expect(tg.origin + tg.pathname).toBe('https://t.me/share/url');
    expect(tg.searchParams.get('url')).toBe(link);
    fireEvent.click(share);
    expect(screen.queryByRole('img', { name: 'QR code of the affiliate link' })).toBeNull();
  });
});

describe('QR code beside the link', () => {
  it('shows a small QR code of the link once it is there; pressing it opens the QR code to save, as Share does', async () => {
    renderPopup();
    await linkValue();
    const thumb = screen.getByRole('button', { name: 'QR code' });
    await waitFor(() => expect(thumb.querySelector('svg path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/), {
      timeout: 8000,
    });
    expect(thumb.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(thumb.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(thumb);
    expect(thumb.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Share' }).getAttribute('aria-expanded')).toBe('true');
    await screen.findByRole('img', { name: 'QR code of the affiliate link' }, { timeout: 8000 });
    expect(screen.getByRole('button', { name: 'Save QR code' })).toBeTruthy();
  });
});

describe('footer', () => {
  it('links to the popup in a tab and to the options page', async () => {
    renderPopup();
    await linkValue();
    expect(screen.getByRole('link', { name: 'Open in a tab' }).getAttribute('href')).toBe(
      `popup.html?url=${encodeURIComponent(PAGE_URL)}`,
    );
    expect(screen.getByRole('link', { name: 'Options' }).getAttribute('href')).toBe('options.html');
    expect(CAMPAIGN.id).toBe(1001);
  });
});
