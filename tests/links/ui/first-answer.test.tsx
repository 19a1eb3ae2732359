// The popup's first state is one answer (popup.open): each part shows on its own, and nothing else is asked on open.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { render as renderNow } from 'preact';
import { describe, expect, it } from 'vitest';
import { SendContext } from '../../../components/send-context';
import { PopupApp } from '../../../lib/links/ui/popup-app';
import type { PopupOpenResponse } from '../../../lib/protocol';
import { ACCOUNT, CAMPAIGN, CHANNELS, converted, PAGE_URL, page, siteInfo } from './fixtures';
import { apiError, defaultHandlers, deferred, fakeBackground, renderPopup } from './render-popup';

const linkBox = () => screen.getByRole('textbox', { name: 'Affiliate link' }) as HTMLTextAreaElement;

describe('the first answer', () => {
  it('fills the link, its options, the campaign and the channels from popup.open alone', async () => {
    const bg = renderPopup(
      defaultHandlers({
        'popup.open': ({ url }) => ({
          link: { ok: true, data: converted({ url, channelId: 502, subIds: ['mail'] }) },
          site: { ok: true, data: siteInfo(CAMPAIGN) },
          account: { ok: true, data: ACCOUNT },
          channels: { ok: true, data: page(CHANNELS) },
        }),
      }),
    );
    await waitFor(() => expect(linkBox().value).toMatch(/cid=502/));
    expect((screen.getByRole('combobox', { name: 'Channel' }) as HTMLSelectElement).value).toBe('502');
    expect((screen.getByRole('textbox', { name: 'Sub ID 1' }) as HTMLInputElement).value).toBe('mail');
    expect(within(screen.getByRole('combobox', { name: 'Channel' })).getAllByRole('option')).toHaveLength(4);
    expect(screen.getByLabelText('Access status').textContent).toBe('Open');
    // Only the offers of the campaign are asked for afterwards.
    expect(bg.calls.map((c) => c.name).filter((n) => n !== 'listOffers')).toEqual(['popup.open']);
  });

  it('a 403 on channels still shows the link, and says which scope the channel choice needs', async () => {
    renderPopup(
      defaultHandlers({
        listChannels: () => {
          throw apiError({ kind: 'forbidden', status: 403, scope: 'read:channels', message: 'Needs read:channels.' });
        },
      }),
    );
    await waitFor(() => expect(linkBox().value).toMatch(/^https:\/\//));
    expect((await screen.findByText(/Choosing a channel needs the/)).closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a background that does not answer: the link says so and can be tried again', async () => {
    const bg = renderPopup(
      defaultHandlers({
        'popup.open': () => {
          throw apiError({ kind: 'network', message: 'The extension’s background did not answer.' });
        },
      }),
    );
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]?.textContent).toContain('did not answer');
    fireEvent.click(within(alerts[0] as HTMLElement).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(linkBox().value).toMatch(/^https:\/\//));
    expect(bg.requestsOf('link.convert')).toEqual([{ url: PAGE_URL }]);
  });
});

describe('an answer already at hand as the popup starts', () => {
  it('is in the first frame: the link, with no render waiting for a promise; its options and the campaign the frame after', async () => {
    const answer: PopupOpenResponse = {
      link: { ok: true as const, data: converted({ url: PAGE_URL, channelId: 502, subIds: ['mail'] }) },
      site: { ok: true as const, data: siteInfo(CAMPAIGN) },
      account: { ok: true as const, data: ACCOUNT },
      channels: { ok: true as const, data: page(CHANNELS) },
    };
    const bg = fakeBackground(defaultHandlers());
    const root = document.createElement('div');
    document.body.append(root);
    // Preact's own render, as main.tsx calls it (Testing Library's would run the effects at once).
    renderNow(
      <SendContext.Provider value={bg.send}>
        <PopupApp page={{ url: PAGE_URL, title: 'Rice' }} opened={Promise.resolve(answer)} answered={answer} />
      </SendContext.Provider>,
      root,
    );
    // Read synchronously after render: nothing has been awaited.
    const box = within(root).getByRole('textbox', { name: 'Affiliate link' }) as HTMLTextAreaElement;
    expect(box.value).toMatch(/cid=502/);
    expect(box.getAttribute('aria-busy')).toBe('false');
    expect(within(root).queryByRole('combobox', { name: 'Channel' })).toBeNull();
    expect(within(root).queryByLabelText('Access status')).toBeNull();
    // The next frame adds them, from the same answer.
    await waitFor(() =>
      expect((within(root).getByRole('combobox', { name: 'Channel' }) as HTMLSelectElement).value).toBe('502'),
    );
    expect(within(root).getByLabelText('Access status').textContent).toBe('Open');
    expect(bg.calls.map((c) => c.name).filter((n) => n !== 'listOffers')).toEqual([]);
    renderNow(null, root);
    root.remove();
  });

  it('a part that failed is still taken from the answer the usual way', async () => {
    const answer: PopupOpenResponse = {
      link: { ok: true as const, data: converted({ url: PAGE_URL }) },
      site: { ok: true as const, data: siteInfo(CAMPAIGN) },
      account: { ok: true as const, data: ACCOUNT },
      channels: {
        ok: false as const,
        error: {
          kind: 'forbidden' as const,
          status: 403 as const,
          scope: 'read:channels',
          message: 'Needs read:channels.',
        },
      },
    };
    const bg = fakeBackground(defaultHandlers());
    render(
      <SendContext.Provider value={bg.send}>
        <PopupApp page={{ url: PAGE_URL, title: 'Rice' }} opened={Promise.resolve(answer)} answered={answer} />
      </SendContext.Provider>,
    );
    expect(linkBox().value).toMatch(/^https:\/\//);
    expect((await screen.findByText(/Choosing a channel needs the/)).closest('[role="status"]')).toBeTruthy();
  });
});

describe('an answer not yet at hand as the popup starts (a stopped worker starting)', () => {
  const answer = (): PopupOpenResponse => ({
    link: { ok: true as const, data: converted({ url: PAGE_URL, channelId: 502 }) },
    site: { ok: true as const, data: siteInfo(CAMPAIGN) },
    account: { ok: true as const, data: ACCOUNT },
    channels: { ok: true as const, data: page(CHANNELS) },
  });

  function renderWaiting() {
    const opened = deferred<PopupOpenResponse>();
    const later = deferred<void>();
    const bg = fakeBackground(defaultHandlers());
    render(
      <SendContext.Provider value={bg.send}>
        <PopupApp page={{ url: PAGE_URL, title: 'Rice' }} opened={opened.promise} later={later.promise} />
      </SendContext.Provider>,
    );
    return { opened, later, bg };
  }

  it('shows the link box converting, and renders what sits below it only once the link has come', async () => {
    const { opened, later, bg } = renderWaiting();
    await new Promise((r) => setTimeout(r, 30));
    expect(linkBox().getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('combobox', { name: 'Channel' })).toBeNull();
    expect(screen.queryByText('Post with your link')).toBeNull();
    // As main.tsx makes it: the hold ends as the answer arrives.
    const answered = answer();
    opened.resolve(answered);
    later.resolve();
    await waitFor(() => expect(linkBox().value).toMatch(/cid=502/));
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Channel' }) as HTMLSelectElement).value).toBe('502'),
    );
    expect(screen.getByLabelText('Access status').textContent).toBe('Open');
    expect(screen.getByText('Post with your link')).toBeTruthy();
    expect(bg.calls.map((c) => c.name).filter((n) => n !== 'listOffers')).toEqual([]);
  });

  it('a link slower than the hold: the options come when the hold ends, and the link when it arrives', async () => {
    const { opened, later } = renderWaiting();
    later.resolve();
    const channel = (await screen.findByRole('combobox', { name: 'Channel' })) as HTMLSelectElement;
    expect(linkBox().getAttribute('aria-busy')).toBe('true');
    expect(linkBox().value).toBe('');
    opened.resolve(answer());
    await waitFor(() => expect(linkBox().value).toMatch(/cid=502/));
    await waitFor(() => expect(channel.value).toBe('502'));
  });
});
