import type { UseStore } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { BackgroundStores } from '../../../lib/background/create-background';
import { warmUp } from '../../../lib/background/warm-up';

describe('warm-up as the worker starts', () => {
  it("starts the popup's first reads together: its records, the campaign index, and the stores it opens", () => {
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    const opened: string[] = [];
    const store =
      (name: string): UseStore =>
      async (mode, callback) => {
        opened.push(`${name} ${mode}`);
        return callback({} as IDBObjectStore);
      };
    const stores = {
      cache: store('cache'),
      siteOptions: store('siteOptions'),
      campaignIndex: store('campaignIndex'),
      sales: store('sales'),
      history: store('history'),
      queue: store('queue'),
    } satisfies BackgroundStores;
    const preload = vi.fn();
    warmUp(stores, { campaignIndex: { preload } as never });
    // All at once, before any of them has answered.
    expect(get.mock.calls.map(([key]) => key)).toEqual(['account', 'settings', 'historySettings']);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(opened).toEqual(['siteOptions readonly', 'cache readonly']);
  });
});
