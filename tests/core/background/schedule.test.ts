import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { setSettings } from '../../../lib/account/settings';
import { INDEX_ALARM, registerCampaignIndex as registerSchedule } from '../../../lib/campaigns/schedule';
import { AFTER_START_MS } from '../../../lib/core/background/after-start';
import { registerSalesSync, SALES_ALARM } from '../../../lib/sales/schedule';
import { setSalesSettings } from '../../../lib/sales/settings';
import { background, campaign, freshIndex, indexStore, KEY_A, saveAccount, startWorker } from './fixtures';

// The schedule of the background each test builds (with the fake API when it asks for one).
const registerCampaignIndex = () => registerSchedule(background().campaignIndex, fakeBrowser);
const lookupCampaign = (url: string) => background().campaignIndex.lookup(url);
const readIndexRecord = () => indexStore().readRecord();

// The real API client on a fake fetch: GET /campaigns in 3 pages; the test's background is built with it.
function campaignsApi() {
  const urls: URL[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    urls.push(url);
    const page = Number(url.searchParams.get('page'));
    const data = [campaign(page * 10 + 1, `shop${page}.co.in`, page === 2 ? 'pending' : 'open')];
    const meta = {
      page,
      per_page: Number(url.searchParams.get('per_page')),
      total: 3,
      total_pages: 3,
      next_page: page < 3 ? page + 1 : null,
      prev_page: page > 1 ? page - 1 : null,
    };
    return new Response(JSON.stringify({ data, meta }), { headers: { 'Content-Type': 'application/json' } });
  });
  startWorker({ fetch: fetch as unknown as typeof globalThis.fetch, transport: { maxRetries: 0 } });
  return { fetch, urls };
}

// A stored refresh tells the campaign updates, part of the publishing engine: its modules imported once up front (a
// worker has them from its install), so that a refresh does not wait on their first import here.
beforeAll(async () => {
  await import('../../../entrypoints/background/publishing-engine');
});

beforeEach(async () => {
  await freshIndex();
});

describe('registerCampaignIndex', () => {
  it('sets the refresh alarm to the settings’ period as upkeep after the start, and moves it when the setting changes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    registerCampaignIndex();
    // Not while the worker's first answer is being worked out: AFTER_START_MS later.
    await vi.advanceTimersByTimeAsync(AFTER_START_MS - 1);
    expect(await fakeBrowser.alarms.get(INDEX_ALARM)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(async () => expect(await fakeBrowser.alarms.get(INDEX_ALARM)).toBeTruthy());
    expect((await fakeBrowser.alarms.get(INDEX_ALARM))?.periodInMinutes).toBe(6 * 60);

    await setSettings({ indexRefreshHours: 12 });
    await vi.waitFor(async () => expect((await fakeBrowser.alarms.get(INDEX_ALARM))?.periodInMinutes).toBe(12 * 60));
  });

  it('loads the index when a key is saved, again when the alarm rings, and drops it when the key is removed', async () => {
    const api = campaignsApi();
    registerCampaignIndex();

    await saveAccount(KEY_A);
    await vi.waitFor(async () => expect(await readIndexRecord()).toMatchObject({ keyId: KEY_A, count: 3 }));
    expect(
      api.urls.map((u) => [
        u.pathname.endsWith('/campaigns'),
        u.searchParams.get('page'),
        u.searchParams.get('per_page'),
      ]),
    ).toEqual([
      [true, '1', '500'],
      [true, '2', '500'],
      [true, '3', '500'],
    ]);
    expect((await lookupCampaign('https://m.shop2.co.in/x')).campaign?.access_status).toBe('pending');

    await fakeBrowser.alarms.onAlarm.trigger({ name: INDEX_ALARM, scheduledTime: Date.now() });
    await vi.waitFor(() => expect(api.fetch).toHaveBeenCalledTimes(6));

    await saveAccount(null);
    await vi.waitFor(async () => expect(await readIndexRecord()).toBeNull());
    expect((await lookupCampaign('https://m.shop2.co.in/x')).campaign).toBeNull();
  });

  it('refreshes on install, and at browser start only when the index is older than the period', async () => {
    const api = campaignsApi();
    await saveAccount(KEY_A);
    registerCampaignIndex();
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install' });
    await vi.waitFor(async () => expect(await readIndexRecord()).not.toBeNull());
    expect(api.fetch).toHaveBeenCalledTimes(3);

    await fakeBrowser.runtime.onStartup.trigger();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.fetch).toHaveBeenCalledTimes(3);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 7 * 3_600_000);
      await fakeBrowser.runtime.onStartup.trigger();
      await vi.waitFor(() => expect(api.fetch).toHaveBeenCalledTimes(6));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('registerSalesSync', () => {
  it('sets the sales alarm of switched-on alerts as upkeep after the start, not before', async () => {
    await setSalesSettings({ enabled: true, intervalMinutes: 30 });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    registerSalesSync(
      async () => ({ sync: vi.fn(async () => {}), handleKeyChange: vi.fn(async () => {}) }) as never,
      fakeBrowser,
    );
    await vi.advanceTimersByTimeAsync(AFTER_START_MS - 1);
    expect(await fakeBrowser.alarms.get(SALES_ALARM)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(async () => expect((await fakeBrowser.alarms.get(SALES_ALARM))?.periodInMinutes).toBe(30));
  });
});
