// Sales alerts: the settings, the local copy's status, Sync now; the sync's alarm. The work is part of the publishing
// engine (engine.ts), loaded on first use; the requests are checked and the listeners added here, in the worker.
import * as z from 'zod/mini';
import { defineFeature, message } from '../core/background/feature';
import { engineOf, type Kernel } from '../core/background/kernel';
import { empty } from '../core/background/request-parts';
import type * as Engine from './engine';
import { NOTIFY_KINDS } from './notify-kinds';
import { salesIdbStore } from './sales-database';
import { registerSalesSync } from './schedule';
import { SYNC_INTERVAL_MINUTES } from './settings';

const engine = (k: Kernel) => engineOf<typeof Engine>(k, 'sales');
const answers = async (k: Kernel) => (await engine(k)).salesAnswersOf(k);

export const salesFeature = defineFeature({
  name: 'sales',
  messages: {
    'sales.status': message(empty, async (_, k) => (await answers(k)).status()),
    'sales.settings': message(
      z.object({
        enabled: z.optional(z.boolean()),
        notify: z.optional(z.array(z.enum(NOTIFY_KINDS))),
        intervalMinutes: z.optional(
          z.number().check(z.int(), z.minimum(SYNC_INTERVAL_MINUTES.min), z.maximum(SYNC_INTERVAL_MINUTES.max)),
        ),
      }),
      async (patch, k) => (await answers(k)).settings(patch),
    ),
    /** Runs a sync now (or joins the one running) and answers when it ends; with Sales alerts off it asks nothing. */
    'sales.syncNow': message(empty, async (_, k) => (await answers(k)).syncNow()),
    /** The local copy (transactions and CPC clicks), the saved account's only. */
    'sales.copy': message(empty, async (_, k) => (await answers(k)).copy()),
  },
  stores: { sales: salesIdbStore },
  start(k) {
    registerSalesSync(async () => (await engine(k)).salesSyncOf(k), k.browser);
  },
});
