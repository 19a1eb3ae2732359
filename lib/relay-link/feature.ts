// The team relay, from the extension's side (issue 47): Options -> Relay connects this browser to a relay with a
// member code; while connected, Add to queue and Options -> Queue work against the relay's queue, and History
// records the posts the relay sent (read at each worker start, every 15 minutes and when the Queue is shown).
// Without a connection nothing here runs and the engine part is never loaded.
import * as z from 'zod/mini';
import { afterStart } from '../core/background/after-start';
import { defineFeature, message } from '../core/background/feature';
import { engineOf, type Kernel } from '../core/background/kernel';
import { empty, text } from '../core/background/request-parts';
import { masked } from '../posting/token-mask';
import type * as Engine from './engine';
import { RELAY_SENT_ALARM, relayConnectionRecord } from './relay-connection';

/** The roles an owner may give (the Invite member request's). The relay's answers are read without zod
 * (relay-answers.ts), by the engine alone: they are not the worker's modules. */
const invitedRole = z.enum(['editor', 'contributor']);

const relay = async (k: Kernel) => (await engineOf<typeof Engine>(k, 'relay-link')).relayLinkService(k);

async function syncIfConnected(k: Kernel): Promise<void> {
  if (!(await relayConnectionRecord.get())) return;
  await (await relay(k)).syncSent();
}

export const relayLinkFeature = defineFeature({
  name: 'relay-link',
  messages: {
    'relay.status': message(empty, (_, k) => masked(async () => (await relay(k)).status())),
    /** Check connection: the relay's answer to this code, kept when it is a member's. */
    'relay.connect': message(z.object({ address: text(2000), code: text(500) }), (request, k) =>
      masked(async () => (await relay(k)).connect(request)),
    ),
    'relay.disconnect': message(empty, (_, k) => masked(async () => (await relay(k)).disconnect())),
    'relay.members': message(empty, (_, k) => masked(async () => (await relay(k)).members())),
    /** The answer holds the new member's code, this once. */
    'relay.invite': message(z.object({ name: text(100), role: invitedRole }), (request, k) =>
      masked(async () => (await relay(k)).invite(request)),
    ),
    'relay.queue': message(empty, (_, k) => masked(async () => (await relay(k)).queue.state())),
    'relay.act': message(
      z.object({
        id: text(100),
        action: z.enum(['postNow', 'approve', 'remove', 'reschedule', 'editCaption']),
        caption: z.optional(text(10_000)),
      }),
      ({ id, action, caption }, k) => masked(async () => (await relay(k)).queue.act(id, action, caption)),
    ),
  },
  start(k) {
    k.browser.alarms.onAlarm.addListener((alarm) => {
      if (alarm.name === RELAY_SENT_ALARM) syncIfConnected(k).catch(() => {});
    });
    // What the relay sent while this browser was closed reaches History at the next start.
    afterStart(() => {
      syncIfConnected(k).catch(() => {});
    });
  },
});
