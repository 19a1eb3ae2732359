// The publishing engine (entrypoints/publishing: the work of posting, the queue, the text box, sales alerts, the link
// history's messages…) is loaded on the first message that needs it, never for the popup's first screen: a worker
// answering the popup, a link, its site, the account, settings or the popup's API calls compiles none of it (the
// queue's check as the worker starts loads it only with something to check: tests/queue/queue-start.test.ts).
import { describe, expect, it, vi } from 'vitest';
import { ok, saveGoodKey, useBackground } from './harness';

const loadPublishing = vi.fn(
  async () => (await import('../../../entrypoints/background/publishing-engine')).ENGINE_MODULES,
);
useBackground({ loadEngine: loadPublishing });
const PAGE = 'https://www.store3.example.com/p/42';

describe('the publishing engine, loaded on first use', () => {
  it("is not loaded for the popup's first screen; history, sales, posting, the queue and the key's save ask for it", async () => {
    loadPublishing.mockClear();
    await saveGoodKey();
    expect(loadPublishing).toHaveBeenCalledTimes(1);
    loadPublishing.mockClear();
    await ok('popup.open', { url: PAGE });
    await ok('link.convert', { url: PAGE, channelId: null, subIds: [] });
    await ok('site.info', { url: PAGE });
    await ok('account.get', {});
    await ok('settings.get', {});
    await ok('listChannels', { page: 1, per_page: 100 });
    expect(loadPublishing).not.toHaveBeenCalled();

    expect(await ok('history.read', {})).toMatchObject({ entries: [] });
    expect(await ok('sales.status', {})).toMatchObject({ running: false, count: 0 });
    expect(await ok('destinations.list', {})).toEqual([]);
    expect(await ok('queue.state', {})).toMatchObject({ items: [], destinations: [] });
    expect(loadPublishing).toHaveBeenCalledTimes(4);
  });

  it('with Sales alerts, Track earnings per link and Short links by default on: still not for the popup', async () => {
    await saveGoodKey();
    await ok('settings.set', { preferShortLink: true });
    await ok('history.settings', { keep: true, trackEarnings: true });
    expect(await ok('sales.settings', { enabled: true })).toMatchObject({ running: true });
    loadPublishing.mockClear();
    const opened = await ok('popup.open', { url: PAGE });
    expect(opened.link).toMatchObject({ ok: true, data: { used: { shorten: true } } });
    expect(opened.link).toMatchObject({
      data: { used: { subIds: ['', '', '', '', expect.stringMatching(/^t\d{4}-/)] } },
    });
    await ok('link.convert', { url: `${PAGE}?v=2`, channelId: null, subIds: [] });
    expect(loadPublishing).not.toHaveBeenCalled();

    await ok('sales.status', {});
    expect(loadPublishing).toHaveBeenCalledTimes(1);
  });
});
