import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  type CampaignUpdatesState,
  campaignChanges,
  campaignUpdatesText,
  relevantChanges,
} from '../../lib/campaigns/updates';
import type { Campaign } from '../../lib/core/api/schemas';
import { setSalesSettings } from '../../lib/sales/settings';
import { campaignBody, channelBody, meta } from '../core/background/fake-api';
import { ok, saveGoodKey, useBackground } from '../core/background/harness';

const c = (id: number, extra: Partial<Campaign> = {}) => campaignBody(id, extra) as Campaign;

describe('campaignChanges', () => {
  it('says nothing on the first refresh of a key, then finds paused, live again and new campaigns', () => {
    expect(campaignChanges(null, 'k', [c(1)])).toBeNull();
    const previous: CampaignUpdatesState = {
      keyId: 'k',
      live: [
        [1, 'Store 1', true],
        [2, 'Store 2', false],
      ],
      seen: [1, 2, 3],
    };
    expect(campaignChanges({ ...previous, keyId: 'other' }, 'k', [c(1)])).toBeNull();
    const changes = campaignChanges(previous, 'k', [c(2), c(3), c(4)]);
    expect(changes?.paused).toEqual([{ id: 1, name: 'Store 1', approved: true }]);
    expect(changes?.live.map((x) => x.id)).toEqual([3]);
    expect(changes?.added.map((x) => x.id)).toEqual([4]);
  });

  it('keeps to the publisher: History links or approved access, and new campaigns that take their channels', () => {
    const changes = {
      paused: [
        { id: 1, name: 'Linked', approved: false },
        { id: 2, name: 'Approved', approved: true },
        { id: 3, name: 'Stranger', approved: false },
      ],
      live: [c(4, { access_status: 'approved' }), c(5), c(6)],
      added: [c(7, { social_media_publishers_allowed: false }), c(8)],
    };
    const social = relevantChanges(changes, { linked: new Set([1, 6]), channelCategories: ['Instagram'] });
    expect(social.paused.map((x) => x.id)).toEqual([1, 2]);
    expect(social.live.map((x) => x.id)).toEqual([4, 6]);
    expect(social.added.map((x) => x.id)).toEqual([8]);
    const none = relevantChanges(changes, { linked: new Set(), channelCategories: [] });
    expect(none.added).toEqual([]);
    expect(campaignUpdatesText(none)?.message).toBe('Paused (links no longer earn): Approved\nLive again: Store 4');
    expect(campaignUpdatesText({ paused: [], live: [], added: [] })).toBeNull();
  });
});

describe('campaign updates after each index refresh', () => {
  const bg = useBackground();
  let live: Campaign[] = [];

  async function setUp() {
    live = [c(3, { access_status: 'approved' }), c(7)];
    bg.api().route('GET /campaigns', () => ({ status: 200, body: { data: live, meta: meta(live.length) } }));
    bg.api().route('GET /channels', () => ({
      status: 200,
      body: { data: [channelBody(1, { category: 'Facebook' }), channelBody(2, { status: 'rejected' })], meta: meta(2) },
    }));
    await saveGoodKey();
    await bg.background().campaignIndex.refresh();
    return vi.spyOn(fakeBrowser.notifications, 'create').mockResolvedValue('id' as never);
  }

  it('notifies once, under Sales alerts, and drops the cached links of a campaign that paused', async () => {
    const create = await setUp();
    await setSalesSettings({ enabled: true });
    await ok('link.convert', { url: 'https://www.store3.example.com/p' });
    expect(bg.api().count('POST /links/convert')).toBe(1);

    live = [c(7), c(8, { social_media_publishers_allowed: false }), c(9)];
    await bg.background().campaignIndex.refresh();
    expect(create).toHaveBeenCalledTimes(1);
    const [id, options] = create.mock.calls[0] as unknown as [string, { title: string; message: string }];
    expect(id).toMatch(/#campaigns$/);
    expect(options).toMatchObject({
      title: 'Campaign updates',
      message: 'Paused (links no longer earn): Store 3\nNew campaign for your channels: Store 9',
    });
    // The paused campaign's link is asked for again, not answered from the cache.
    await ok('link.convert', { url: 'https://www.store3.example.com/p' });
    expect(bg.api().count('POST /links/convert')).toBe(2);

    // The same list again: nothing new to say.
    await bg.background().campaignIndex.refresh();
    expect(create).toHaveBeenCalledTimes(1);
    // Back in the list: live again.
    live = [c(3, { access_status: 'approved' }), c(7), c(8), c(9)];
    await bg.background().campaignIndex.refresh();
    expect(create).toHaveBeenCalledTimes(2);
    expect((create.mock.calls[1] as unknown as [string, { message: string }])[1].message).toBe('Live again: Store 3');
  });

  it('says nothing with Sales alerts off', async () => {
    const create = await setUp();
    live = [c(7)];
    await bg.background().campaignIndex.refresh();
    expect(create).not.toHaveBeenCalled();
  });
});
