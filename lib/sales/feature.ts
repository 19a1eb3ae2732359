// Sales alerts: the settings, the local copy's status, Sync now; the sync's alarm.
import * as z from 'zod/mini';
import { readAccount } from '../core/account/key-store';
import { defineFeature, message } from '../core/background/feature';
import { empty } from '../core/background/request-parts';
import { NOTIFY_KINDS } from './changes';
import type { SalesStatus } from './messages';
import { readOwnCopy } from './own-copy';
import { registerSalesSync } from './schedule';
import { salesStoreOf, salesSyncOf } from './services';
import { getSalesSettings, SYNC_INTERVAL_MINUTES, setSalesSettings } from './settings';
import { salesIdbStore } from './store';
import type { SalesSync } from './sync';

const status = async (sales: SalesSync): Promise<SalesStatus> => ({
  settings: await getSalesSettings(),
  ...(await sales.status()),
});

export const salesFeature = defineFeature({
  name: 'sales',
  messages: {
    'sales.status': message(empty, (_, k) => status(salesSyncOf(k))),
    'sales.settings': message(
      z.object({
        enabled: z.optional(z.boolean()),
        notify: z.optional(z.array(z.enum(NOTIFY_KINDS))),
        intervalMinutes: z.optional(
          z.number().check(z.int(), z.minimum(SYNC_INTERVAL_MINUTES.min), z.maximum(SYNC_INTERVAL_MINUTES.max)),
        ),
      }),
      async (patch, k) => {
        const sales = salesSyncOf(k);
        const before = await getSalesSettings();
        const next = await setSalesSettings(patch);
        // Switched on: the first sync starts before the answer, which then says it runs, so the page follows it
        // (the settings watcher's own call joins it).
        if (next.enabled && !before.enabled) void sales.sync('manual').catch(() => {});
        return status(sales);
      },
    ),
    /** Runs a sync now (or joins the one running) and answers when it ends; with Sales alerts off it asks nothing. */
    'sales.syncNow': message(empty, async (_, k) => {
      const sales = salesSyncOf(k);
      await sales.sync('manual');
      return status(sales);
    }),
    /** The local copy (transactions and CPC clicks), the saved account's only. */
    'sales.copy': message(empty, async (_, k) => readOwnCopy(salesStoreOf(k), await readAccount())),
  },
  stores: { sales: salesIdbStore },
  start(k) {
    registerSalesSync(salesSyncOf(k), k.browser);
  },
});
