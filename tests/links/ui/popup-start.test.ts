import { describe, expect, it, vi } from 'vitest';
import { type StartApi, startPopup } from '../../../entrypoints/popup/popup-start';

/** An extension API whose background answers `{ ok: true, data: <the message name> }`, recording each message. */
function fakeApi(tabUrl = 'https://www.shop.example.in/p/1', fail = false) {
  const sent: unknown[] = [];
  const api: StartApi = {
    runtime: {
      sendMessage: async (message) => {
        sent.push(message);
        if (fail) throw new Error('no background');
        return { ok: true, data: message.name };
      },
    },
    tabs: { query: async () => [{ url: tabUrl, title: ' A product ' }] },
  };
  return { api, sent };
}

describe('startPopup', () => {
  it('for a page that can carry a link, sends popup.open with its URL at once, as the only message', async () => {
    const { api, sent } = fakeApi();
    const start = await startPopup(api, '');
    expect(start.page).toEqual({ url: 'https://www.shop.example.in/p/1', title: 'A product' });
    // Sent before the start resolved: the popup's bundle has not loaded yet.
    expect(sent).toEqual([{ name: 'popup.open', request: { url: 'https://www.shop.example.in/p/1' } }]);
    expect(await start.opened).toEqual({ ok: true, data: 'popup.open' });
    // Kept where the popup's main code finds it without waiting, once it has arrived.
    expect(start.answer).toEqual({ ok: true, data: 'popup.open' });
  });

  it('takes ?url= over the active tab, and sends nothing for a page that cannot carry a link', async () => {
    const fromSearch = fakeApi();
    const start = await startPopup(fromSearch.api, `?url=${encodeURIComponent('https://other.example.in/x')}`);
    expect(start.page).toEqual({ url: 'https://other.example.in/x', title: null });
    expect(fromSearch.sent).toEqual([{ name: 'popup.open', request: { url: 'https://other.example.in/x' } }]);

    const browserPage = fakeApi('chrome://extensions/');
    expect(await startPopup(browserPage.api, '')).toEqual({
      page: { url: 'chrome://extensions/', title: 'A product' },
      opened: null,
    });
    expect(browserPage.sent).toEqual([]);
  });

  it('keeps a failed answer for the popup to report, without an unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const { api } = fakeApi(undefined, true);
    const start = await startPopup(api, '');
    await new Promise((r) => setTimeout(r, 10));
    await expect(start.opened).rejects.toThrow('no background');
    expect(start.answer).toBeUndefined();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('startPopup when sending throws at once', () => {
  it('gives a rejected answer instead of failing the start', async () => {
    const { api } = fakeApi();
    api.runtime.sendMessage = () => {
      throw new Error('Extension context invalidated.');
    };
    const start = await startPopup(api, '');
    await expect(start.opened).rejects.toThrow('Extension context invalidated.');
  });
});
