// What the background is built from: the transport's onError hook marks the saved key refused, and the clock it
// is given is the one its caches go by.
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startFeatures } from '../../../entrypoints/background/create-background';
import { registerBadge } from '../../../lib/campaigns/badge';
import { INDEX_ALARM } from '../../../lib/campaigns/schedule';
import { readAccount } from '../../../lib/core/account/key-store';
import { AFTER_START_MS } from '../../../lib/core/background/after-start';
import { createApiClients } from '../../../lib/core/background/api-client';
import type { ExtensionApi } from '../../../lib/core/browser';
import { freshStores, testBackground } from '../../support/background-deps';
import { BASE_URL, createFakeApi, GOOD_KEY, meta } from './fake-api';
import { saveGoodKey, useBackground } from './harness';

const bg = useBackground();

describe('the API clients', () => {
  it('a 401 to the saved key’s client marks that key invalid; a key not yet saved marks nothing', async () => {
    await saveGoodKey();
    const account = await readAccount();
    const clients = createApiClients({ fetch: bg.api().fetch, maxRetries: 0 });
    bg.api().acceptKey('sk_rotated_elsewhere_1');

    await expect(clients.forKey(BASE_URL, GOOD_KEY).ping()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect((await readAccount()).keyInvalid).toBe(false);

    const ctx = clients.contextOf({ baseUrl: BASE_URL, apiKey: GOOD_KEY, keyId: account.keyId as string });
    await expect(ctx.api.listTransactions()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect((await readAccount()).keyInvalid).toBe(true);
  });

  it('another error leaves the key valid', async () => {
    await saveGoodKey();
    bg.api().route('GET /transactions', () => ({ status: 500, body: { error: 'down' } }));
    const ctx = await bg.background().api.context();
    await expect(ctx.api.listTransactions()).rejects.toMatchObject({ kind: 'server' });
    expect((await readAccount()).keyInvalid).toBe(false);
  });
});

describe('a read that is tried again', () => {
  it('tells the open pages which attempt comes next, and they get the answer in the end', async () => {
    await saveGoodKey();
    let failures = 1;
    bg.api().route('GET /transactions', () =>
      failures-- > 0 ? { status: 503, body: { error: 'busy' } } : { status: 200, body: { data: [], meta: meta(0) } },
    );
    const told = vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockResolvedValue(undefined);
    const logged = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const clients = createApiClients({
      fetch: bg.api().fetch,
      maxRetries: 3,
      sleep: async () => {},
      random: () => 0.5,
    });
    const account = await readAccount();
    const ctx = clients.contextOf({ baseUrl: BASE_URL, apiKey: GOOD_KEY, keyId: account.keyId as string });
    await expect(ctx.api.listTransactions()).resolves.toMatchObject({ data: [] });
    // Before the retry, then once the final answer is in (the pages take the notice down).
    expect(told).toHaveBeenCalledTimes(2);
    expect(told).toHaveBeenNthCalledWith(1, {
      type: 'api.retrying',
      attempt: 1,
      attempts: 4,
      delayMs: expect.any(Number),
    });
    expect(told).toHaveBeenNthCalledWith(2, expect.objectContaining({ type: 'api.retrying', done: true }));
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^GET \/transactions: attempt 1 of 4 failed \(server\)/));
  });
});

describe('the clock', () => {
  it('is the one the background was built with: a conversion is cached for 30 minutes of it', async () => {
    await saveGoodKey();
    let now = Date.parse('2024-05-01T10:00:00Z');
    const api = createFakeApi();
    const background = testBackground({
      stores: freshStores(),
      fetch: api.fetch,
      transport: { maxRetries: 0 },
      now: () => now,
    });
    const convert = () => background.conversion.convert('https://store3.example.com/p/1', {});
    expect((await convert()).cached).toBe(false);
    await vi.waitFor(async () => expect((await convert()).cached).toBe(true));
    now += 31 * 60_000;
    expect((await convert()).cached).toBe(false);
    expect(api.count('POST /links/convert')).toBe(2);
  });
});

describe('the extension API', () => {
  it('is the one the background was built with: its features listen and act through it, not a global', async () => {
    const listened: string[] = [];
    const event = (name: string) => ({ addListener: () => listened.push(name) });
    const alarms = new Map<string, unknown>();
    const given = {
      alarms: {
        onAlarm: event('alarms.onAlarm'),
        get: async (name: string) => alarms.get(name),
        create: async (name: string, info: unknown) => void alarms.set(name, info),
        clear: async (name: string) => alarms.delete(name),
      },
      runtime: { onInstalled: event('runtime.onInstalled'), onStartup: event('runtime.onStartup') },
      contextMenus: { onClicked: event('contextMenus.onClicked') },
      commands: { onCommand: event('commands.onCommand') },
      notifications: { onClicked: event('notifications.onClicked') },
      tabs: {
        onActivated: event('tabs.onActivated'),
        onUpdated: event('tabs.onUpdated'),
        onRemoved: event('tabs.onRemoved'),
      },
    } as unknown as ExtensionApi;
    const bg = testBackground({ browser: given });
    expect(bg.browser).toBe(given);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    startFeatures(bg);
    registerBadge(bg.badge, bg.campaignIndex, bg.browser);
    expect(listened).toEqual(
      expect.arrayContaining([
        'alarms.onAlarm',
        'runtime.onInstalled',
        'contextMenus.onClicked',
        'commands.onCommand',
        'notifications.onClicked',
        'tabs.onUpdated',
      ]),
    );
    // The campaign index's alarm is set on the object given (the real browser's, fakeBrowser here, is untouched),
    // as upkeep after the start.
    await vi.advanceTimersByTimeAsync(AFTER_START_MS);
    vi.useRealTimers();
    await vi.waitFor(() => expect(alarms.has(INDEX_ALARM)).toBe(true));
    expect(await fakeBrowser.alarms.get(INDEX_ALARM)).toBeUndefined();
  });
});
