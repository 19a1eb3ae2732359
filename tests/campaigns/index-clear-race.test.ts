// A clear while a refresh is storing its list: the index ends empty in memory as in the store, whichever finishes
// first (before, a refresh that had passed its check kept its list in memory after the clear had emptied it).
import { createStore } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { createCampaignIndex } from '../../lib/campaigns/campaign-index';
import { createCampaignIndexStore } from '../../lib/campaigns/store';
import { createSuffixList } from '../../lib/core/background/suffix-list';
import { campaign } from '../core/background/fixtures';
import { suffixListText } from '../support/suffix-list';

describe('campaign index: clear during a refresh', () => {
  it('leaves no campaign behind in memory once both are done', async () => {
    const stored = createCampaignIndexStore(createStore('race-index', 'index'));
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let storing = false;
    const store = {
      ...stored,
      replace: async (...args: Parameters<typeof stored.replace>) => {
        storing = true;
        await gate;
        return stored.replace(...args);
      },
    };
    const index = createCampaignIndex({
      store,
      loadSuffixList: createSuffixList(async () => suffixListText()),
      api: { context: () => Promise.reject(new Error('not asked: the refresh is given its source')) },
      now: () => Date.now(),
    });
    const page = { page: 1, per_page: 500, total: 1, total_pages: 1, next_page: null, prev_page: null };
    const refreshed = index.refresh({
      source: { listCampaigns: async () => ({ data: [campaign(7, 'shop.co.in', 'open')], meta: page, skipped: 0 }) },
    });

    await vi.waitFor(() => expect(storing).toBe(true));
    const cleared = index.clear();
    release();
    await Promise.all([refreshed, cleared]);

    expect((await index.lookup('https://shop.co.in/deal')).campaign).toBeNull();
    expect(await stored.readRecord()).toBeNull();
  });
});
