import { describe, expect, it, vi } from 'vitest';
import { withEarlyAnswers } from '../../../entrypoints/popup/early-requests';
import { firstRequests, type StartApi, startPopup } from '../../../entrypoints/popup/popup-start';
import type { Send } from '../../../lib/messaging/client';

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
  it('for a page that can carry a link, sends the first requests at once, in the components’ order', async () => {
    const { api, sent } = fakeApi();
    const start = await startPopup(api, '');
    expect(start.page).toEqual({ url: 'https://www.shop.example.in/p/1', title: 'A product' });
    const url = 'https://www.shop.example.in/p/1';
    expect(sent).toEqual(firstRequests(url).map(([name, request]) => ({ name, request })));
    expect(sent.map((m) => (m as { name: string }).name)).toEqual([
      'link.convert',
      'site.info',
      'account.get',
      'api.call',
    ]);
    expect(await start.sent[0]?.[2]).toEqual({ ok: true, data: 'link.convert' });
  });

  it('takes ?url= over the active tab, and sends nothing for a page that cannot carry a link', async () => {
    const fromSearch = fakeApi();
    const start = await startPopup(fromSearch.api, `?url=${encodeURIComponent('https://other.example.in/x')}`);
    expect(start.page).toEqual({ url: 'https://other.example.in/x', title: null });

    const browserPage = fakeApi('chrome://extensions/');
    expect(await startPopup(browserPage.api, '')).toEqual({
      page: { url: 'chrome://extensions/', title: 'A product' },
      sent: [],
    });
    expect(browserPage.sent).toEqual([]);
  });

  it('keeps a failed early request for the component that asks, without an unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const { api } = fakeApi(undefined, true);
    const start = await startPopup(api, '');
    await new Promise((r) => setTimeout(r, 10));
    await expect(start.sent[2]?.[2]).rejects.toThrow('no background');
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('startPopup when sending throws at once', () => {
  it('gives each request a rejected answer instead of failing the start', async () => {
    const { api } = fakeApi();
    api.runtime.sendMessage = () => {
      throw new Error('Extension context invalidated.');
    };
    const start = await startPopup(api, '');
    expect(start.sent).toHaveLength(4);
    await expect(start.sent[0]?.[2]).rejects.toThrow('Extension context invalidated.');
  });
});

describe('withEarlyAnswers', () => {
  it('hands each early answer to the first identical request only; others are sent', async () => {
    const send = vi.fn(async (name: string, request: unknown) => ({ name, request, sentLater: true }));
    const early = withEarlyAnswers(send as unknown as Send, [
      ['link.convert', { url: 'https://shop.example.in/a' }, Promise.resolve({ early: 1 })],
      ['account.get', {}, Promise.resolve({ early: 2 })],
    ]);
    expect(await early('link.convert', { url: 'https://shop.example.in/a' })).toEqual({ early: 1 });
    expect(send).not.toHaveBeenCalled();

    expect(await early('link.convert', { url: 'https://shop.example.in/a' })).toMatchObject({ sentLater: true });
    await early('link.convert', { url: 'https://shop.example.in/b' });
    expect(await early('account.get', {})).toEqual({ early: 2 });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('an early failure reaches the component that asks, without an unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const early = withEarlyAnswers(vi.fn() as unknown as Send, [
      ['account.get', {}, Promise.reject(new Error('offline'))],
    ]);
    await new Promise((r) => setTimeout(r, 10));
    await expect(early('account.get', {})).rejects.toThrow('offline');
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
