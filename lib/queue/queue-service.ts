// The publish queue's background half, one per background, put together from its parts: Add to queue (queue-add.ts)
// and Post now (queue-post-now.ts) behind the duplicate guard decided once per product (duplicate-decision.ts),
// Options -> Queue's view, settings and actions (queue-view.ts, queue-actions.ts), and the tick on the `queue` alarm
// and at every worker start (queue-tick.ts: sends through queue-send.ts, marks ended deals, sends digests).

import type { Kernel } from '../core/background/kernel';
import { perBackground } from '../core/background/kernel';
import type { DialogPost } from './dialog-post';
import { createDuplicateDecider } from './duplicate-decision';
import { applyAction, type QueueAction } from './queue-actions';
import { addToQueue } from './queue-add';
import { createQueueContext } from './queue-context';
import { postNowFromDialog } from './queue-post-now';
import { sendItem } from './queue-send';
import { queueSettingsRecord } from './queue-settings';
import { createQueueTick } from './queue-tick';
import { nextSettings, queueState, type SettingsRequest } from './queue-view';

export type { DialogPost } from './dialog-post';
export type { Duplicate } from './duplicate-decision';
export type { QueueAction } from './queue-actions';
export { HEARTBEAT_MS } from './queue-tick';
export type { QueueItemView } from './queue-view';

export const queueService = perBackground((services: Kernel) => createQueueService(services));

export function createQueueService(services: Kernel, options: { randomId?: () => string } = {}) {
  const ctx = createQueueContext(services, options);
  const decider = createDuplicateDecider(ctx);
  const { tick, arm } = createQueueTick(ctx);

  async function act(id: string, request: QueueAction) {
    const changed = await applyAction(ctx, id, request, await queueSettingsRecord.get());
    if (request.action === 'postNow' && changed) await sendItem(ctx, changed.id);
    await arm();
    return queueState(ctx);
  }

  async function saveSettings(request: SettingsRequest) {
    await queueSettingsRecord.set(await nextSettings(ctx, request));
    await arm();
    return queueState(ctx);
  }

  return {
    add: (request: DialogPost) => addToQueue(ctx, decider, request, arm),
    postNow: (request: DialogPost & { attemptId: string }) => postNowFromDialog(ctx, decider, request),
    state: () => queueState(ctx),
    saveSettings,
    act,
    tick,
    arm,
    store: ctx.store,
  };
}
