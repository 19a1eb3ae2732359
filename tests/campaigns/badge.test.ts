import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { type Badge, badgeFor, COPIED_MS, registerBadge } from '../../lib/campaigns/badge';
import type { CampaignIndex } from '../../lib/campaigns/campaign-index';
import { background, badgeOf, campaign, fakeSource, freshIndex, KEY_A, saveAccount } from '../core/background/fixtures';

// The badges and index of the background each test builds.
const badge = () => background().badge;
const updateTabBadge = (...args: Parameters<Badge['updateTabBadge']>) => badge().updateTabBadge(...args);
const refreshAllBadges = () => badge().refreshAllBadges();
const flashCopied = (...args: Parameters<Badge['flashCopied']>) => badge().flashCopied(...args);
const showCopyFailed = (...args: Parameters<Badge['showCopyFailed']>) => badge().showCopyFailed(...args);
const refreshCampaignIndex = (...args: Parameters<CampaignIndex['refresh']>) =>
  background().campaignIndex.refresh(...args);

describe('badgeFor', () => {
  it.each([
    ['open', '✓', 'Open'],
    ['approved', '✓', 'Approved'],
    ['not_applied', '+', 'Not applied'],
    ['pending', '…', 'Pending'],
    ['rejected', '!', 'Rejected'],
    ['blocked', '✕', 'Blocked'],
  ])('%s: badge %s, tooltip names the campaign and says %s', (status, text, words) => {
    const look = badgeFor(campaign(1, 'shop.in', status));
    expect(look.text).toBe(text);
    expect(look.title).toContain('Store 1');
    expect(look.title).toContain(words);
    expect(look.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('earnable, needs a request, pending, rejected and blocked all look different', () => {
    const looks = ['open', 'not_applied', 'pending', 'rejected', 'blocked'].map((s) =>
      badgeFor(campaign(1, 'shop.in', s)),
    );
    expect(new Set(looks.map((l) => l.text)).size).toBe(5);
    expect(new Set(looks.map((l) => l.color)).size).toBe(5);
    expect(badgeFor(campaign(1, 'a.in', 'open'))).toEqual({
      ...badgeFor(campaign(1, 'a.in', 'approved')),
      title: expect.stringContaining('Open'),
    });
  });

  it('says what to do next in the tooltip', () => {
    expect(badgeFor(campaign(1, 'a.in', 'not_applied')).title).toMatch(/request access/i);
    expect(badgeFor(campaign(1, 'a.in', 'rejected')).title).toMatch(/3 months/);
    expect(badgeFor(campaign(1, 'a.in', 'blocked')).title).toMatch(/account manager/);
  });

  it('shows an access status it does not know as it came', () => {
    const look = badgeFor(campaign(1, 'a.in', 'on_hold'));
    expect(look.text).toBe('?');
    expect(look.title).toContain('on_hold');
  });

  it('no campaign: no badge text and the default title', () => {
    expect(badgeFor(null, 'Affiliate Link Maker')).toMatchObject({ text: '', title: 'Affiliate Link Maker' });
    expect(badgeFor(null).text).toBe('');
  });
});

describe('badge per tab', () => {
  beforeEach(async () => {
    await freshIndex();
    await saveAccount(KEY_A);
    await refreshCampaignIndex({
      source: fakeSource([
        [campaign(1, 'kiranabasket.in', 'open'), campaign(2, 'quickrupee.in', 'blocked', 'https://m.quickrupee.in/')],
      ]),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows activation and navigation, from the index only', async () => {
    const unregister = registerBadge(badge(), background().campaignIndex, fakeBrowser);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    try {
      const tab = await fakeBrowser.tabs.create({ url: 'https://www.kiranabasket.in/rice', active: true });
      const id = tab.id as number;
      await vi.waitFor(async () => expect((await badgeOf(id)).text).toBe('✓'));
      expect((await badgeOf(id)).title).toContain('Open');

      await fakeBrowser.tabs.update(id, { url: 'https://m.quickrupee.in/loan' });
      await vi.waitFor(async () => expect((await badgeOf(id)).text).toBe('✕'));
      expect((await badgeOf(id)).title).toMatch(/Store 2 — Blocked/);

      await fakeBrowser.tabs.update(id, { url: 'https://www.dailyrecipes.net/' });
      await vi.waitFor(async () => expect(await badgeOf(id)).toEqual({ text: '', title: 'Affiliate Link Maker' }));

      await fakeBrowser.tabs.update(id, { url: 'chrome://extensions/' });
      await vi.waitFor(async () => expect((await badgeOf(id)).text).toBe(''));
    } finally {
      vi.unstubAllGlobals();
      unregister();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('updates open tabs after the index is refreshed', async () => {
    const unregister = registerBadge(badge(), background().campaignIndex, fakeBrowser);
    try {
      const tab = await fakeBrowser.tabs.create({ url: 'https://www.newshop.co.in/', active: true });
      const id = tab.id as number;
      await vi.waitFor(async () => expect(await badgeOf(id)).toEqual({ text: '', title: 'Affiliate Link Maker' }));
      await refreshCampaignIndex({ source: fakeSource([[campaign(9, 'newshop.co.in', 'pending')]]) });
      await vi.waitFor(async () => expect((await badgeOf(id)).text).toBe('…'));
      expect((await badgeOf(id)).title).toContain('Pending');
    } finally {
      unregister();
    }
  });

  it('refreshAllBadges updates every open tab, e.g. after the index changed', async () => {
    const a = await fakeBrowser.tabs.create({ url: 'https://kiranabasket.in/' });
    const b = await fakeBrowser.tabs.create({ url: 'https://www.quickrupee.in/' });
    await refreshAllBadges();
    expect((await badgeOf(a.id as number)).text).toBe('✓');
    expect((await badgeOf(b.id as number)).text).toBe('✕');
  });

  it('a later page wins over a slower lookup for an earlier one', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://kiranabasket.in/' });
    const id = tab.id as number;
    await Promise.all([
      updateTabBadge(id, { url: 'https://kiranabasket.in/' }),
      updateTabBadge(id, { url: 'https://www.dailyrecipes.net/' }),
    ]);
    expect((await badgeOf(id)).text).toBe('');
  });

  it('"copied" shows for COPIED_MS, then the tab’s own badge comes back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const tab = await fakeBrowser.tabs.create({ url: 'https://kiranabasket.in/' });
    const id = tab.id as number;
    await updateTabBadge(id);
    await flashCopied(id, 'https://track.example/c?x=1', true);
    expect(await badgeOf(id)).toEqual({ text: 'OK', title: 'Affiliate link copied: https://track.example/c?x=1' });

    // A page load finishing meanwhile does not cut the flash short.
    await updateTabBadge(id, { url: 'https://kiranabasket.in/' });
    expect((await badgeOf(id)).text).toBe('OK');

    vi.advanceTimersByTime(COPIED_MS);
    await vi.waitFor(async () => expect((await badgeOf(id)).text).toBe('✓'));
  });

  it('a failed copy keeps its reason in the tooltip until the tab navigates', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://kiranabasket.in/' });
    const id = tab.id as number;
    await showCopyFailed(id, 'Add your API key in the options.');
    expect(await badgeOf(id)).toEqual({
      text: 'ERR',
      title: 'The affiliate link was not copied. Add your API key in the options.',
    });
    await refreshAllBadges();
    expect((await badgeOf(id)).text).toBe('ERR');
    await updateTabBadge(id, { url: 'https://www.quickrupee.in/', release: true });
    expect((await badgeOf(id)).text).toBe('✕');
  });
});
