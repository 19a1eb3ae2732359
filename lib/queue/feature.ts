// The publish queue (issue 29): Add to queue and Post now from the Post dialog with the duplicate guard, Options ->
// Queue's list, actions and settings, and the `queue` alarm (set again at every worker start) that sends each post at
// its slot, lists missed slots, marks ended deals in their posts and sends the daily digest.
import * as z from 'zod/mini';
import { afterStart } from '../core/background/after-start';
import { defineFeature, message } from '../core/background/feature';
import { engineOf, type Kernel } from '../core/background/kernel';
import { empty, text } from '../core/background/request-parts';
import { postSource } from '../posting/post-source-request';
import { masked } from '../posting/token-mask';
import type * as RelayEngine from '../relay-link/engine';
import { relayConnectionRecord } from '../relay-link/relay-connection';
import type * as Engine from './engine';
import { queueIdbStore } from './queue-database';
import { QUEUE_ALARM } from './queue-keys';
import { queueNeedsCheck } from './queue-start-check';

// The queue's service is part of the publishing engine, loaded on its first use (lib/core/background/publishing.ts).
const queue = async (k: Kernel) => (await engineOf<typeof Engine>(k, 'queue')).queueService(k);
// Connected to a team relay (Options -> Relay), Add to queue goes to the relay's queue instead of this browser's.
const relayQueue = async (k: Kernel) => (await engineOf<typeof RelayEngine>(k, 'relay-link')).relayLinkService(k).queue;
const destinationId = text(100);
const dialogPost = {
  destinationId,
  source: postSource,
  postId: text(100),
  caption: text(20_000),
  // A card of at most 10 MB, as base64.
  card: z.nullable(text(14_000_000)),
  title: text(2000),
  force: z.boolean(),
};
const clock = text(5);
const destinationSettings = z.object({
  minutesBetween: z.number(),
  activeFrom: clock,
  activeUntil: clock,
  askBeforePosting: z.boolean(),
  markEnded: z.boolean(),
  digest: z.boolean(),
  digestAt: clock,
});

export const queueFeature = defineFeature({
  name: 'queue',
  stores: { queue: queueIdbStore },
  messages: {
    'queue.state': message(empty, async (_, k) => (await queue(k)).state()),
    /** Add to queue: `{ duplicate }` when the guard stops it (unless `force`), else `{ queued }`. */
    'queue.add': message(z.object(dialogPost), (request, k) =>
      masked(async () =>
        (await relayConnectionRecord.get()) ? (await relayQueue(k)).add(request) : (await queue(k)).add(request),
      ),
    ),
    /** The dialog's Post now: `{ duplicate }` when the guard stops it (unless `force`), else `{ posted }`. */
    'queue.postNow': message(z.object({ ...dialogPost, attemptId: text(100) }), (request, k) =>
      masked(async () => (await queue(k)).postNow(request)),
    ),
    'queue.act': message(
      z.object({
        id: text(100),
        action: z.enum(['postNow', 'approve', 'remove', 'reschedule', 'editCaption']),
        caption: z.optional(text(20_000)),
      }),
      ({ id, action, caption }, k) =>
        masked(async () =>
          (await queue(k)).act(id, action === 'editCaption' ? { action, caption: caption ?? '' } : { action }),
        ),
    ),
    'queue.settings': message(
      z.object({
        destinationId: z.optional(destinationId),
        settings: z.optional(destinationSettings),
        timeZone: z.optional(text(100)),
        duplicateHours: z.optional(z.number()),
      }),
      async (request, k) => (await queue(k)).saveSettings(request),
    ),
  },
  start(k) {
    k.browser.alarms.onAlarm.addListener((alarm) => {
      if (alarm.name !== QUEUE_ALARM) return;
      queue(k)
        .then((q) => q.tick())
        .catch((error: unknown) => console.error('The queue check failed', error));
    });
    // An alarm that is set fires by itself (at once when its time passed while the browser was closed). One that is
    // gone (Firefox forgets alarms on restart; an update may drop them) is set again by a check of the stored queue,
    // which lists the slots that passed as missed, never sent in a burst. A worker woken for a page asks no more,
    // and asks after the page's first answer (afterStart).
    // With nothing queued, sent or digested there is nothing to check, and the engine is not loaded for it.
    afterStart(() => {
      void (async () => {
        if (await k.browser.alarms.get(QUEUE_ALARM)) return;
        if (!(await queueNeedsCheck(k.store('queue')))) return;
        await (await queue(k)).tick();
      })().catch(() => {});
    });
  },
});
