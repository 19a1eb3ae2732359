// The publishing engine (posting, the queue, Convert links in this box) is loaded on the first message that needs it,
// never for the popup: a worker answering the popup, a link, the account, settings, history or sales compiles none of it (the
// queue's check as the worker starts loads it only with something to check: tests/queue/queue-start.test.ts).
import { describe, expect, it, vi } from 'vitest';
import { ok, saveGoodKey, useBackground } from './harness';

const loadPublishing = vi.fn(
  async () => (await import('../../../entrypoints/background/publishing-engine')).ENGINE_MODULES,
);
useBackground({ loadEngine: loadPublishing });
const PAGE = 'https://www.store3.example.com/p/42';

describe('the publishing engine, loaded on first use', () => {
  it('is not loaded to answer the popup, a link, the account, settings, history or sales; it is asked for by posting and the queue', async () => {
    loadPublishing.mockClear();
    await saveGoodKey();
    await ok('popup.open', { url: PAGE });
    await ok('link.convert', { url: PAGE, channelId: null, subIds: [] });
    await ok('account.get', {});
    await ok('settings.get', {});
    await ok('history.read', {});
    await ok('sales.status', {});
    expect(loadPublishing).not.toHaveBeenCalled();

    expect(await ok('destinations.list', {})).toEqual([]);
    expect(await ok('queue.state', {})).toMatchObject({ items: [], destinations: [] });
    expect(loadPublishing).toHaveBeenCalledTimes(2);
  });

  it('with Sales alerts, Track earnings per link and Short links by default on: still not for the popup', async () => {
    loadPublishing.mockClear();
    await saveGoodKey();
    await ok('settings.set', { preferShortLink: true });
    await ok('history.settings', { keep: true, trackEarnings: true });
    expect(await ok('sales.settings', { enabled: true })).toMatchObject({ running: true });
    const opened = await ok('popup.open', { url: PAGE });
    expect(opened.link).toMatchObject({ ok: true, data: { used: { shorten: true } } });
    await ok('link.convert', { url: `${PAGE}?v=2`, channelId: null, subIds: [] });
    await ok('sales.status', {});
    expect(loadPublishing).not.toHaveBeenCalled();

    expect(await ok('queue.state', {})).toMatchObject({ items: [] });
    expect(loadPublishing).toHaveBeenCalledTimes(1);
  });
});
