import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readLocal, writeLocal } from '../../../lib/core/storage/local-record';

describe('readLocal / writeLocal', () => {
  it('overlapping reads of a record share one storage call; a later read asks again', async () => {
    await fakeBrowser.storage.local.set({ account: { apiKey: 'k1' } });
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    const reads = await Promise.all([readLocal('account'), readLocal('account'), readLocal('account')]);
    expect(reads).toEqual([{ apiKey: 'k1' }, { apiKey: 'k1' }, { apiKey: 'k1' }]);
    expect(get).toHaveBeenCalledTimes(1);

    await fakeBrowser.storage.local.set({ account: { apiKey: 'k2' } });
    expect(await readLocal('account')).toEqual({ apiKey: 'k2' });
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('different records are read apart', async () => {
    await fakeBrowser.storage.local.set({ account: 1, settings: 2 });
    expect(await Promise.all([readLocal('account'), readLocal('settings')])).toEqual([1, 2]);
  });

  it('a read that began during a write does not answer readers who come after the write', async () => {
    await fakeBrowser.storage.local.set({ settings: 'old' });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A read sent while the write is under way, answering the old value late.
    vi.spyOn(fakeBrowser.storage.local, 'get').mockImplementationOnce(async () => {
      await gate;
      return { settings: 'old' };
    });
    const writing = writeLocal('settings', 'new');
    const during = readLocal('settings');
    await writing;
    const late = readLocal('settings');
    release();
    expect(await during).toBe('old');
    expect(await late).toBe('new');
  });

  it('a failed read is not shared with the next reader', async () => {
    vi.spyOn(fakeBrowser.storage.local, 'get').mockRejectedValueOnce(new Error('storage broke'));
    await expect(readLocal('account')).rejects.toThrow('storage broke');
    await fakeBrowser.storage.local.set({ account: 'fine' });
    expect(await readLocal('account')).toBe('fine');
  });
});
