// The campaigns feature's services over a kernel: the campaign index (its refreshes tell the campaign updates) and
// the toolbar badge it draws.
import { perBackground } from '../core/background/kernel';
import { createBadge } from './badge';
import { createCampaignIndex } from './campaign-index';
import { createCampaignIndexStore } from './store';
import { campaignUpdatesOf } from './updates-service';

export const campaignIndexOf = perBackground((k) =>
  createCampaignIndex({
    store: createCampaignIndexStore(k.store('campaignIndex')),
    loadSuffixList: k.loadSuffixList,
    api: k.api,
    now: k.now,
    onRefreshed: (keyId, campaigns) => campaignUpdatesOf(k).refreshed(keyId, campaigns),
  }),
);

export const badgeOf = perBackground((k) => createBadge({ campaignIndex: campaignIndexOf(k), browser: k.browser }));
