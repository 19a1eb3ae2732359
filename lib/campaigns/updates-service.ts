// Campaign updates (spec section 6) over a kernel: which campaigns matter to the publisher is read from the link
// history and the approved channels; a notification goes out only with Sales alerts on.

import { perBackground } from '../core/background/kernel';
import { dropCampaignLinks } from '../core/background/link-cache';
import { historyStoreOf } from '../history/store-service';
import { notifyOf } from '../sales/notify-service';
import { getSalesSettings } from '../sales/settings';
import { campaignUpdatesRecord, createCampaignUpdates } from './updates';

export const campaignUpdatesOf = perBackground((k) =>
  createCampaignUpdates({
    readState: campaignUpdatesRecord.get,
    writeState: campaignUpdatesRecord.set,
    alertsOn: async () => (await getSalesSettings()).enabled,
    relevance: async () => {
      const ctx = await k.api.context();
      const [entries, channels] = await Promise.all([
        historyStoreOf(k).readAll(),
        k.apiCaches.channels(ctx, { page: 1, per_page: 100 }),
      ]);
      return {
        linked: new Set(entries.flatMap((e) => (e.campaignId === null ? [] : [e.campaignId]))),
        channelCategories: channels.data.filter((c) => c.status === 'approved').map((c) => c.category),
      };
    },
    notify: (text) => notifyOf(k)('campaigns', text, { target: 'campaigns' }),
    dropLinksOf: (ids) => dropCampaignLinks(k.linkCaches, ids),
  }),
);
