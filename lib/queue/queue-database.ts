// The queue's IndexedDB store, declared by the queue feature (lib/queue/feature.ts, `stores:`) and opened with the
// features' other stores as the worker starts; what it holds is lib/queue/queue-store.ts's, part of the publishing
// engine.
import type { UseStore } from 'idb-keyval';
import { openIdbStore } from '../core/storage/idb-store';

export function queueIdbStore(): UseStore {
  return openIdbStore('affiliate-queue', 'entries');
}
