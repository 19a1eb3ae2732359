import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { type HandleMessage, registerMessaging } from '../../../lib/core/background/router';
import type { MessageName, PageOperation } from '../../../lib/protocol';
import { BASE_URL, GOOD_KEY } from './fake-api';
import { ownPage, saveGoodKey, send, useBackground } from './harness';

const bg = useBackground();
/** What the worker registers, of the background built for this test. */
const handleMessage: HandleMessage = (message, sender) => bg.background().handleMessage(message, sender);

describe('who the background answers', () => {
  it('answers the extension’s own pages, opened in a tab too', async () => {
    expect(await send('settings.get', {})).toMatchObject({ ok: true });
    const inTab = { ...ownPage('/options.html'), tab: { id: 4, url: fakeBrowser.runtime.getURL('/options.html') } };
    expect(await send('settings.get', {}, inTab as never)).toMatchObject({ ok: true });
  });

  it.each([
    ['another extension', { id: 'other-extension', url: 'chrome-extension://other-extension/popup.html' }],
    [
      'a content script (our id, a web page’s URL)',
      {
        id: 'test-extension-id',
        url: 'https://shop.example.com/item',
        origin: 'https://shop.example.com',
        tab: { id: 3, url: 'https://shop.example.com/item' },
      },
    ],
    ['a web page', { url: 'https://evil.example.com/', origin: 'https://evil.example.com' }],
    [
      'a page claiming our URL from another origin',
      {
        id: 'test-extension-id',
        url: 'chrome-extension://test-extension-id/popup.html',
        origin: 'https://evil.example.com',
      },
    ],
    ['no sender', undefined],
  ])('refuses %s', async (_label, sender) => {
    await saveGoodKey();
    const result = await handleMessage({ name: 'account.get', request: {} }, sender as never);
    expect(result).toEqual({ ok: false, error: { kind: 'refused', message: expect.any(String) } });
    const convert = await handleMessage(
      { name: 'link.convert', request: { url: 'https://a.example.com/' } },
      sender as never,
    );
    expect(convert).toMatchObject({ ok: false, error: { kind: 'refused' } });
    expect(bg.api().count('POST /links/convert')).toBe(0);
  });

  it('refuses unknown names and messages that are not envelopes', async () => {
    for (const message of [{ name: 'account.steal', request: {} }, { name: 'toString' }, 'account.get', null, 42]) {
      const result = await handleMessage(message, ownPage());
      expect(result).toMatchObject({ ok: false, error: { kind: 'refused' } });
    }
  });

  it('refuses bad requests with a validation error naming the field, before any request', async () => {
    await saveGoodKey();
    const cases: [MessageName | PageOperation, unknown, string][] = [
      ['link.convert', { url: 42 }, 'url'],
      ['link.convert', { url: 'https://a.example.com/', subIds: ['1', '2', '3', '4', '5', '6'] }, 'subIds'],
      ['link.convert', { url: 'https://a.example.com/', channelId: -1 }, 'channelId'],
      ['getCampaign', { id: 'three' }, 'id'],
      ['listTransactions', { status: 'stolen' }, 'status'],
      ['settings.set', { indexRefreshHours: 0 }, 'indexRefreshHours'],
      ['account.save', { apiKey: GOOD_KEY }, 'baseUrl'],
      ['link.monetize', { url: 'https://a.example.com/', title: 'T' }, 'rewriteWithAi'],
      ['account.get', 'nope', 'request'],
    ];
    const before = bg.api().calls.length;
    for (const [name, request, field] of cases) {
      const result = await send(name, request as never);
      expect(result, name).toMatchObject({ ok: false, error: { kind: 'input', field, local: true } });
    }
    expect(bg.api().calls.length).toBe(before);
  });

  it('turns an unexpected failure into a plain sentence that quotes nothing', async () => {
    await saveGoodKey();
    bg.api().route('GET /transactions', () => {
      throw new TypeError(`Headers: Token ${GOOD_KEY} is not valid`);
    });
    const result = await send('listTransactions', {});
    expect(result).toMatchObject({ ok: false, error: { kind: expect.any(String) } });
    expect(JSON.stringify(result)).not.toContain(GOOD_KEY);
  });

  it('answers through runtime.onMessage when registered', async () => {
    registerMessaging(bg.background().handleMessage, fakeBrowser);
    const reply = await fakeBrowser.runtime.sendMessage({ name: 'settings.get', request: {} });
    // The fake sends with an empty sender: refused, but answered.
    expect(reply).toMatchObject({ ok: false, error: { kind: 'refused' } });
  });

  it('leaves the offscreen clipboard page’s messages for that page to answer', async () => {
    registerMessaging(bg.background().handleMessage, fakeBrowser);
    const reply = await fakeBrowser.runtime.sendMessage({
      target: 'offscreen-clipboard',
      type: 'copy-text',
      text: 'x',
    });
    expect(reply).toBeUndefined();
  });
});

describe('the key never reaches a page', () => {
  it('appears in no answer to any message', async () => {
    bg.api().route('GET /campaigns/3', (call) => ({ status: 500, body: { error: `upstream saw ${call.auth}` } }));
    const messages: { [N in MessageName | PageOperation]?: unknown } = {
      'account.save': { apiKey: GOOD_KEY, baseUrl: BASE_URL },
      'account.get': {},
      'settings.get': {},
      'settings.set': { preferShortLink: true },
      'site.info': { url: 'https://store3.example.com/p/1' },
      'link.convert': { url: 'https://store3.example.com/p/1', shorten: true },
      'link.monetize': { url: 'https://store3.example.com/p/1', title: 'Shoes', rewriteWithAi: true },
      getCampaign: { id: 3 },
      'campaigns.requestAccess': { campaignId: 3 },
      listChannels: {},
      setDefaultChannel: { id: 2 },
      listOffers: {},
      listTransactions: {},
      listCountries: {},
      listCategories: {},
      getInvoice: { id: 99 },
    };
    const answers: unknown[] = [];
    for (const [name, request] of Object.entries(messages)) {
      answers.push(await send(name as MessageName | PageOperation, request as never));
    }
    answers.push(
      await handleMessage({ name: 'account.save', request: { apiKey: `${GOOD_KEY}x`, baseUrl: BASE_URL } }, ownPage()),
    );
    const text = JSON.stringify(answers);
    expect(text).not.toContain(GOOD_KEY.slice(0, -4));
    expect(text).toContain('3f9a');
    expect(answers.filter((a) => (a as { ok: boolean }).ok).length).toBeGreaterThan(10);
  });
});
