// The campaigns feature's services over a kernel: the campaign index (its refreshes tell the campaign updates, which
// are part of the publishing engine: engine.ts) and the toolbar badge it draws.
import { engineOf, perBackground } from '../core/background/kernel';
import { createBadge } from './badge';
import { createCampaignIndex } from './campaign-index';
import type * as Engine from './engine';
import { createCampaignIndexStore } from './store';

export const campaignIndexOf = perBackground((k) =>
  createCampaignIndex({
    store: createCampaignIndexStore(k.store('campaignIndex')),
    loadSuffixList: k.loadSuffixList,
    api: k.api,
    now: k.now,
    onRefreshed: async (keyId, campaigns) =>
      (await engineOf<typeof Engine>(k, 'campaigns')).campaignUpdatesOf(k).refreshed(keyId, campaigns),
  }),
);

export const badgeOf = perBackground((k) => createBadge({ campaignIndex: campaignIndexOf(k), browser: k.browser }));
