// The background's copy of the records it reads (keepLocalRecordsInMemory): a file of its own, since the switch is
// for the whole worker.
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  keepLocalRecordsInMemory,
  readLocal,
  readLocalsAhead,
  writeLocal,
} from '../../../lib/core/storage/local-record';

describe('records kept in memory in the background', () => {
  it('reads storage once per record until it changes, by this worker or elsewhere', async () => {
    keepLocalRecordsInMemory();
    await fakeBrowser.storage.local.set({ account: { apiKey: 'k1' }, settings: { preferShortLink: true } });
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    expect(await readLocal('account')).toEqual({ apiKey: 'k1' });
    expect(await readLocal('account')).toEqual({ apiKey: 'k1' });
    expect(get).toHaveBeenCalledTimes(1);

    // Each reader gets its own copy: changing one changes no other answer.
    ((await readLocal('account')) as { apiKey: string }).apiKey = 'changed by a caller';
    expect(await readLocal('account')).toEqual({ apiKey: 'k1' });

    await writeLocal('account', { apiKey: 'k2' });
    expect(await readLocal('account')).toEqual({ apiKey: 'k2' });
    expect(get).toHaveBeenCalledTimes(2);

    // Written by another context (a page, or a test through the storage itself): storage.onChanged drops the copy.
    await readLocal('settings');
    await fakeBrowser.storage.local.set({ settings: { preferShortLink: false } });
    await vi.waitFor(async () => expect(await readLocal('settings')).toEqual({ preferShortLink: false }));
    const calls = get.mock.calls.length;
    await readLocal('settings');
    expect(get).toHaveBeenCalledTimes(calls);
  });

  it('a failed read is not kept', async () => {
    keepLocalRecordsInMemory();
    vi.spyOn(fakeBrowser.storage.local, 'get').mockRejectedValueOnce(new Error('storage is gone'));
    await expect(readLocal('historySettings')).rejects.toThrow('storage is gone');
    await fakeBrowser.storage.local.set({ historySettings: { keep: false } });
    expect(await readLocal('historySettings')).toEqual({ keep: false });
  });

  it('records read ahead together are one browser call, and each later read takes its own from it', async () => {
    keepLocalRecordsInMemory();
    await fakeBrowser.storage.local.set({ first: { a: 1 }, second: { b: 2 } });
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    readLocalsAhead(['first', 'second', 'third']);
    readLocalsAhead(['first', 'second']); // already under way: nothing more asked
    expect(await readLocal('second')).toEqual({ b: 2 });
    expect(await readLocal('first')).toEqual({ a: 1 });
    expect(await readLocal('third')).toBeUndefined();
    expect(get).toHaveBeenCalledTimes(1);
  });
});
