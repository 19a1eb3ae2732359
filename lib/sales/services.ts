// Sales alerts' services over a kernel: the local copy and the sync that fills it.
import { campaignIndexOf } from '../campaigns/services';
import { perBackground } from '../core/background/kernel';
import { keyMaskingSalesStore } from './key-mask';
import { notifyOf } from './notify-service';
import { createSalesStore } from './store';
import { createSalesSync } from './sync';

export const salesStoreOf = perBackground((k) => createSalesStore(k.store('sales')));

export const salesSyncOf = perBackground((k) =>
  createSalesSync({
    api: k.api,
    store: keyMaskingSalesStore(salesStoreOf(k)),
    notify: notifyOf(k),
    promotesCpc: campaignIndexOf(k).promotesCpc,
    now: k.now,
  }),
);
