// Whether a worker start has work for the queue's check when the queue's alarm is gone: only a queued or sent post
// (a slot, a missed slot, an ended deal to mark) or a destination's daily digest needs it. Read here, in the worker,
// so that a start with nothing queued does not load the publishing engine (lib/core/background/publishing.ts) for it.

import { promisifyRequest, type UseStore } from 'idb-keyval';
import { readLocal } from '../core/storage/local-record';
import { storedValue } from '../core/storage/stored-value';
import { QUEUE_SETTINGS_RECORD } from './queue-keys';

/** The queue store's key prefixes of queued and sent posts (lib/queue/queue-store.ts). */
const POST_PREFIXES = ['item:', 'post:'] as const;

function holdsPosts(store: UseStore): Promise<boolean> {
  return store('readonly', async (os) => {
    const counts = POST_PREFIXES.map((prefix) =>
      promisifyRequest(os.count(IDBKeyRange.bound(prefix, `${prefix}\uffff`))),
    );
    return (await Promise.all(counts)).some((n) => n > 0);
  });
}

/** As lib/queue/queue-settings.ts reads it: a destination's `digest` is on only when it is `true`. */
async function digestOn(): Promise<boolean> {
  const raw = storedValue(await readLocal(QUEUE_SETTINGS_RECORD)) as { destinations?: unknown } | null | undefined;
  const destinations = raw && typeof raw === 'object' ? raw.destinations : undefined;
  if (!destinations || typeof destinations !== 'object') return false;
  return Object.values(destinations).some((s) => (s as { digest?: unknown } | null)?.digest === true);
}

export async function queueNeedsCheck(store: UseStore): Promise<boolean> {
  return (await holdsPosts(store)) || (await digestOn());
}
