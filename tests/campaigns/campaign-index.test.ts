import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignIndex } from '../../lib/campaigns/campaign-index';
import {
  background,
  campaign,
  fakeSource,
  freshIndex,
  indexStore,
  KEY_A,
  KEY_B,
  saveAccount,
  startWorker,
} from '../core/background/fixtures';
import { suffixListText } from '../support/suffix-list';

// The index of the background the test runs (a restart replaces it), and its store.
const index = () => background().campaignIndex;
const refreshCampaignIndex = (...args: Parameters<CampaignIndex['refresh']>) => index().refresh(...args);
const lookupCampaign = (url: string) => index().lookup(url);
const updateIndexedCampaign = (...args: Parameters<CampaignIndex['updateCampaign']>) => index().updateCampaign(...args);
const clearCampaignIndex = () => index().clear();
const handleKeyChange = (keyId: string | null) => index().handleKeyChange(keyId);
const refreshCampaignIndexIfDue = (maxAgeMs: number) => index().refreshIfDue(maxAgeMs);
const onCampaignIndexChanged = (listener: () => void) => index().onChanged(listener);
const siteOf = (url: string) => background().linkOptions.siteOf(url);
const readIndexRecord = () => indexStore().readRecord();
const readAllCampaigns = () => indexStore().readAllCampaigns();
/** The worker stopped and started again: a new background over the same stores. */
const restartWorker = () => startWorker();

// 3 pages: 500 + 500 + 2 campaigns, as the API would send them at per_page 500.
function threePages() {
  const page1 = Array.from({ length: 500 }, (_, i) => campaign(i + 1, `shop${i + 1}.in`, 'open'));
  const page2 = Array.from({ length: 500 }, (_, i) => campaign(i + 501, `store${i + 501}.co.in`, 'not_applied'));
  const page3 = [campaign(1001, 'kiranabasket.in', 'approved'), campaign(1002, 'kiranabasket.in', 'blocked')];
  return fakeSource([page1, page2, page3]);
}

beforeEach(async () => {
  await freshIndex();
  await saveAccount(KEY_A);
});

describe('refreshCampaignIndex', () => {
  it('reads every page at per_page 500 and stores the index in IndexedDB', async () => {
    const source = threePages();
    const summary = await refreshCampaignIndex({ source });

    expect(source.calls.map((p) => [p.page, p.per_page])).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
    expect(summary.count).toBe(1002);
    expect(Date.parse(summary.indexedAt)).not.toBeNaN();

    const record = await readIndexRecord();
    expect(record).toMatchObject({ keyId: KEY_A, count: 1002, indexedAt: summary.indexedAt });
    expect(record?.domains.get('kiranabasket.in')).toBe(1001);
    expect((await readAllCampaigns()).length).toBe(1002);
  });

  it('answers lookups from IndexedDB after the in-memory copy is gone (worker restarted), with no request', async () => {
    const source = threePages();
    const { indexedAt } = await refreshCampaignIndex({ source });
    restartWorker();
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    try {
      const found = await lookupCampaign('https://m.store777.co.in/item/5');
      expect(found.campaign?.id).toBe(777);
      expect(found.campaign?.access_status).toBe('not_applied');
      expect(found.indexedAt).toBe(indexedAt);
      expect((await lookupCampaign('https://www.kiranabasket.in/x')).campaign?.id).toBe(1001);
      expect(await lookupCampaign('https://www.dailyrecipes.net/')).toEqual({ campaign: null, indexedAt });
      expect(await lookupCampaign('chrome://newtab/')).toEqual({ campaign: null, indexedAt });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(source.calls).toHaveLength(3);
  });

  it('before any refresh, a lookup finds nothing and says the index has never been loaded', async () => {
    expect(await lookupCampaign('https://www.kiranabasket.in/')).toEqual({ campaign: null, indexedAt: null });
  });

  it('replaces the whole previous index: campaigns gone from the API are gone from the index', async () => {
    await refreshCampaignIndex({
      source: fakeSource([[campaign(1, 'old.in', 'open'), campaign(2, 'kept.in', 'open')]]),
    });
    await refreshCampaignIndex({ source: fakeSource([[campaign(2, 'kept.in', 'approved')]]) });
    restartWorker();
    expect((await lookupCampaign('https://old.in/')).campaign).toBeNull();
    expect((await lookupCampaign('https://kept.in/')).campaign?.access_status).toBe('approved');
    expect((await readAllCampaigns()).map((c) => c.id)).toEqual([2]);
  });

  it('keeps the previous index when a page fails', async () => {
    await refreshCampaignIndex({ source: fakeSource([[campaign(1, 'kiranabasket.in', 'open')]]) });
    const failing = {
      listCampaigns: vi.fn().mockRejectedValue(new Error('offline')),
    };
    await expect(refreshCampaignIndex({ source: failing })).rejects.toThrow('offline');
    restartWorker();
    expect((await lookupCampaign('https://kiranabasket.in')).campaign?.id).toBe(1);
  });

  it('runs one refresh at a time for a key: a second call shares the first', async () => {
    const source = threePages();
    const [a, b] = await Promise.all([refreshCampaignIndex({ source }), refreshCampaignIndex({ source })]);
    expect(a).toEqual(b);
    expect(source.calls).toHaveLength(3);
  });

  it('tells listeners the index changed', async () => {
    const listener = vi.fn();
    const stop = onCampaignIndexChanged(listener);
    await refreshCampaignIndex({ source: threePages() });
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('without a saved key, fails with no_key and sends nothing', async () => {
    await saveAccount(null);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    try {
      await expect(refreshCampaignIndex()).rejects.toMatchObject({ kind: 'no_key' });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('the index belongs to one key', () => {
  it('is not answered for another saved key, even before the change is handled', async () => {
    await refreshCampaignIndex({ source: threePages() });
    restartWorker();
    await saveAccount(KEY_B);
    expect(await lookupCampaign('https://kiranabasket.in')).toEqual({ campaign: null, indexedAt: null });
  });

  it('a removed key clears it from IndexedDB', async () => {
    await refreshCampaignIndex({ source: threePages() });
    await saveAccount(null);
    await handleKeyChange(null);
    expect(await readIndexRecord()).toBeNull();
    expect(await readAllCampaigns()).toEqual([]);
  });

  it('a list read with the previous key is not stored when the key changes meanwhile', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const slowA = {
      listCampaigns: async () => {
        calls++;
        if (calls > 1) throw new Error('asked again for key B');
        await gate;
        return fakeSource([[campaign(1, 'from-key-a.in', 'open')]]).listCampaigns({ page: 1, per_page: 500 });
      },
    };
    const fromA = refreshCampaignIndex({ source: slowA });
    await vi.waitFor(() => expect(calls).toBe(1));
    await saveAccount(KEY_B);
    await clearCampaignIndex();
    release();
    // The call answers for the key saved now: it asks again, and that second request fails here.
    await expect(fromA).rejects.toThrow('asked again for key B');
    expect(await readIndexRecord()).toBeNull();
    expect((await lookupCampaign('https://from-key-a.in')).campaign).toBeNull();
  });
});

describe('updateIndexedCampaign', () => {
  it('changes one campaign in memory and in IndexedDB, and re-ranks a shared domain', async () => {
    await refreshCampaignIndex({
      source: fakeSource([[campaign(1, 'twin.in', 'not_applied'), campaign(2, 'twin.in', 'rejected')]]),
    });
    expect((await lookupCampaign('https://twin.in')).campaign?.id).toBe(1);

    const updated = await updateIndexedCampaign(2, { access_status: 'pending' });
    expect(updated?.access_status).toBe('pending');
    expect((await lookupCampaign('https://twin.in')).campaign?.id).toBe(2);

    restartWorker();
    expect((await lookupCampaign('https://www.twin.in')).campaign).toMatchObject({ id: 2, access_status: 'pending' });
  });

  it('works on an index reloaded from IndexedDB (not all campaigns in memory)', async () => {
    await refreshCampaignIndex({ source: threePages() });
    restartWorker();
    await updateIndexedCampaign(1002, { access_status: 'approved' });
    restartWorker();
    // 1001 and 1002 are both approved now: the lower id stays.
    expect((await lookupCampaign('https://kiranabasket.in')).campaign?.id).toBe(1001);
    await updateIndexedCampaign(1001, { access_status: 'blocked' });
    expect((await lookupCampaign('https://kiranabasket.in')).campaign?.id).toBe(1002);
    const stored = (await readAllCampaigns()).find((c) => c.id === 1001);
    expect(stored?.access_status).toBe('blocked');
  });

  it('returns null for a campaign not in the index', async () => {
    await refreshCampaignIndex({ source: threePages() });
    expect(await updateIndexedCampaign(99_999, { access_status: 'pending' })).toBeNull();
  });
});

describe('refreshCampaignIndexIfDue', () => {
  it('skips with no key', async () => {
    await saveAccount(null);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    try {
      await refreshCampaignIndexIfDue(0);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await readIndexRecord()).toBeNull();
  });

  it('tries a key the API refused once again (issue 18 item 5: it retries later, it does not stop for good)', async () => {
    await saveAccount(KEY_A, { keyInvalid: true });
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ error: 'Invalid API key' }), { status: 401 }));
    vi.stubGlobal('fetch', fetchSpy);
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await refreshCampaignIndexIfDue(0);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(warned).toHaveBeenCalledWith('Campaign index refresh failed', expect.objectContaining({ status: 401 }));
    expect(await readIndexRecord()).toBeNull();
  });

  it('does not ask again while the index is younger than the given age', async () => {
    await saveAccount(KEY_A);
    await refreshCampaignIndex({ source: threePages() });
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    try {
      await refreshCampaignIndexIfDue(6 * 3_600_000);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('the Public Suffix List is read only when the index cannot answer alone', () => {
  /** A fresh worker (a new background over the same stores) whose list loader counts its reads (and can fail). */
  function countingList(fail = false) {
    const reads = { count: 0 };
    startWorker({
      readSuffixList: async () => {
        reads.count++;
        if (fail) throw new Error('not readable');
        return suffixListText();
      },
    });
    return reads;
  }

  it('is read to build the index, and not again for lookups after the worker restarts', async () => {
    const built = countingList();
    await refreshCampaignIndex({
      source: fakeSource([[campaign(1, 'kiranabasket.in', 'open'), campaign(2, 'amazonaws.com', 'approved')]]),
    });
    expect(built.count).toBe(1);
    expect((await readIndexRecord())?.domainsWithSuffixes).toEqual(new Set(['amazonaws.com']));

    const restarted = countingList();
    expect((await lookupCampaign('https://m.kiranabasket.in/rice')).campaign?.id).toBe(1);
    expect((await lookupCampaign('https://www.dailyrecipes.net/')).campaign).toBeNull();
    expect(await siteOf('https://shop.kiranabasket.in/')).toBe('kiranabasket.in');
    expect(restarted.count).toBe(0);

    // Under a domain with public suffixes below it, and for a page with no campaign, only the list can tell.
    expect((await lookupCampaign('https://bucket.s3.amazonaws.com/')).campaign).toBeNull();
    expect((await lookupCampaign('https://console.amazonaws.com/')).campaign?.id).toBe(2);
    expect(await siteOf('https://www.dailyrecipes.co.uk/')).toBe('dailyrecipes.co.uk');
    expect(restarted.count).toBe(1);
  });

  it('an unreadable list fails the refresh and keeps the previous index; ordinary lookups still work', async () => {
    await refreshCampaignIndex({ source: fakeSource([[campaign(1, 'kiranabasket.in', 'open')]]) });
    const reads = countingList(true);
    await expect(refreshCampaignIndex({ source: fakeSource([[campaign(9, 'other.in', 'open')]]) })).rejects.toThrow(
      'not readable',
    );
    expect((await lookupCampaign('https://www.kiranabasket.in/')).campaign?.id).toBe(1);
    // Not kept as failed: the next need reads it again.
    expect(await siteOf('http://localhost:3000/x')).toBe('localhost');
    expect(reads.count).toBe(2);
  });
});
