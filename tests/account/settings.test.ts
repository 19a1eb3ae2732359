import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { setSettings, watchSettings } from '../../lib/account/settings';
import { ok, send, useBackground } from '../core/background/harness';

useBackground();

describe('settings', () => {
  it('start from the defaults and merge changes', async () => {
    expect(await ok('settings.get', {})).toEqual({ preferShortLink: false, indexRefreshHours: 6 });
    expect(await ok('settings.set', { indexRefreshHours: 12 })).toEqual({
      preferShortLink: false,
      indexRefreshHours: 12,
    });
    expect(await ok('settings.set', { preferShortLink: true })).toEqual({
      preferShortLink: true,
      indexRefreshHours: 12,
    });
    expect(await fakeBrowser.storage.sync.get(null)).toEqual({});
  });

  it('refuses hours out of range', async () => {
    for (const indexRefreshHours of [0, 169, 1.5]) {
      const result = await send('settings.set', { indexRefreshHours });
      expect(result).toMatchObject({ ok: false, error: { kind: 'input', field: 'indexRefreshHours' } });
    }
    await expect(setSettings({ indexRefreshHours: 500 })).rejects.toMatchObject({ field: 'indexRefreshHours' });
    expect(await ok('settings.get', {})).toEqual({ preferShortLink: false, indexRefreshHours: 6 });
  });

  it('tell watchers about changes', async () => {
    const listener = vi.fn();
    const stop = watchSettings(listener);
    await setSettings({ indexRefreshHours: 3 });
    expect(listener).toHaveBeenCalledWith(
      { preferShortLink: false, indexRefreshHours: 3 },
      { preferShortLink: false, indexRefreshHours: 6 },
    );
    stop();
  });
});
