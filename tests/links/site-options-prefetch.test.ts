import { createStore, type UseStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { hostAndParents } from '../../lib/core/domain';
import { createSiteOptions } from '../../lib/links/site-options';
import { ok, saveGoodKey, useBackground } from '../core/background/harness';

let stores = 0;
const now = () => Date.parse('2026-11-27T10:00:00Z');

/** A fresh store that counts its read transactions, and can be made to fail them. */
function countingStore() {
  const real = createStore(`test-prefetch-${++stores}`, 'sites');
  const counts = { reads: 0, failNextRead: false };
  const store: UseStore = (mode, callback) => {
    if (mode === 'readonly') {
      counts.reads++;
      if (counts.failNextRead) {
        counts.failNextRead = false;
        return Promise.reject(new Error('read failed'));
      }
    }
    return real(mode, callback);
  };
  return { store, counts };
}

const SHOP = { channelId: 7, subIds: ['deals'], shorten: true };

describe('the domains a page’s site can be', () => {
  it('are its host and each domain above it of two labels or more; just the host for an IP; none for a browser page', () => {
    expect(hostAndParents('https://a.b.shop.co.in/p?x=1')).toEqual([
      'a.b.shop.co.in',
      'b.shop.co.in',
      'shop.co.in',
      'co.in',
    ]);
    expect(hostAndParents('http://WWW.Example.com./x')).toEqual(['www.example.com', 'example.com']);
    expect(hostAndParents('http://localhost:3000/')).toEqual(['localhost']);
    expect(hostAndParents('http://192.168.1.20/shop')).toEqual(['192.168.1.20']);
    expect(hostAndParents('chrome://newtab/')).toEqual([]);
  });
});

describe('site options read ahead', () => {
  it('reads every candidate in one transaction; the get that follows, and the other candidates, read nothing more', async () => {
    const { store, counts } = countingStore();
    await createSiteOptions({ store, now }).remember('shop.in', SHOP);
    const restarted = createSiteOptions({ store, now });
    counts.reads = 0;

    restarted.prefetch(['www.shop.in', 'shop.in']);
    expect(await restarted.get('shop.in')).toEqual(SHOP);
    expect(await restarted.get('www.shop.in')).toEqual({ channelId: null, subIds: [], shorten: null });
    expect(counts.reads).toBe(1);
    // Known now: a second read-ahead of the same domains asks storage for nothing.
    restarted.prefetch(['www.shop.in', 'shop.in']);
    expect(counts.reads).toBe(1);
  });

  it('reads after the writes asked for before it, and is not used once the options were cleared', async () => {
    const { store, counts } = countingStore();
    await createSiteOptions({ store, now }).remember('shop.in', SHOP);
    const restarted = createSiteOptions({ store, now });
    void restarted.forget(['shop.in']);
    restarted.prefetch(['shop.in']);
    expect(await restarted.get('shop.in')).toEqual({ channelId: null, subIds: [], shorten: null });

    await createSiteOptions({ store, now }).remember('shop.in', SHOP);
    const again = createSiteOptions({ store, now });
    again.prefetch(['shop.in']);
    await again.clear();
    counts.reads = 0;
    expect(await again.get('shop.in')).toEqual({ channelId: null, subIds: [], shorten: null });
    expect(counts.reads).toBe(1);
  });

  it('when the read-ahead fails, the get reads its site again and answers', async () => {
    const { store, counts } = countingStore();
    await createSiteOptions({ store, now }).remember('shop.in', SHOP);
    const restarted = createSiteOptions({ store, now });
    counts.failNextRead = true;
    restarted.prefetch(['www.shop.in', 'shop.in']);
    expect(await restarted.get('shop.in')).toEqual(SHOP);
  });
});

describe('a conversion in a worker just started', () => {
  const bg = useBackground();

  it("reads the site's remembered options while the campaign index is still being read, and converts with them", async () => {
    await saveGoodKey();
    const page = 'https://www.store3.example.com/p/42';
    await ok('link.convert', { url: page, channelId: 2, subIds: ['news'] });

    // Restarted: the campaign index's store answers only when released, the site options' store is watched.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const index = bg.stores().campaignIndex;
    const sites = bg.stores().siteOptions;
    let siteReads = 0;
    bg.restart({
      campaignIndex: (mode, callback) => gate.then(() => index(mode, callback)),
      siteOptions: (mode, callback) => {
        if (mode === 'readonly') siteReads++;
        return sites(mode, callback);
      },
    });
    const answer = ok('link.convert', { url: `${page}?again=1` });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(siteReads).toBe(1);
    release();
    expect((await answer).used).toEqual({ channelId: 2, shorten: false, subIds: ['news'] });
    expect(siteReads).toBe(1);
  });
});
