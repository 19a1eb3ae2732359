import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UseStore } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startPopupReads } from '../../../entrypoints/background/first-reads';
import { openedOnFirstUse, warmUp } from '../../../entrypoints/background/warm-up';
import { campaignIndexOf } from '../../../lib/campaigns/services';
import { testBackground } from '../../support/background-deps';

describe('warm-up as the worker starts', () => {
  it("starts the popup's first reads together: its records and the stores it reads, then the campaign index", () => {
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    const opened: string[] = [];
    const store =
      (name: string): UseStore =>
      async (mode, callback) => {
        opened.push(`${name} ${mode}`);
        return callback({} as IDBObjectStore);
      };
    startPopupReads({
      cache: store('cache'),
      siteOptions: store('siteOptions'),
      campaignIndex: store('campaignIndex'),
    });
    // All at once, the records in one call, before any of them has answered.
    expect(get.mock.calls.map(([keys]) => keys)).toEqual([['account', 'settings', 'historySettings']]);
    expect(opened).toEqual(['siteOptions readonly', 'cache readonly', 'campaignIndex readonly']);

    const preload = vi.fn();
    const bg = testBackground();
    vi.spyOn(campaignIndexOf(bg), 'preload').mockImplementation(preload);
    warmUp(bg);
    expect(preload).toHaveBeenCalledTimes(1);
  });
});

describe('the other stores', () => {
  it('are opened on their first use, once, not as the worker starts', async () => {
    const open = vi.fn((): UseStore => async (mode, callback) => callback({ mode } as unknown as IDBObjectStore));
    const store = openedOnFirstUse(open);
    expect(open).not.toHaveBeenCalled();
    expect(await store('readonly', (s) => (s as unknown as { mode: string }).mode)).toBe('readonly');
    expect(await store('readwrite', (s) => (s as unknown as { mode: string }).mode)).toBe('readwrite');
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('the early start', () => {
  it("is the worker entry's first import, on its own, so its reads start before the other modules run", () => {
    const entry = readFileSync(join(__dirname, '../../../entrypoints/background/index.ts'), 'utf8');
    const imports = entry.split('\n').filter((line) => line.startsWith('import '));
    expect(imports[0]).toBe("import './early-start';");
  });
});
