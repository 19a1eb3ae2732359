// The queue's IndexedDB store, opened by the worker as it starts (entrypoints/background/browser-deps.ts); what it holds is
// lib/queue/queue-store.ts's, part of the publishing engine.
import type { UseStore } from 'idb-keyval';
import { openIdbStore } from '../core/storage/idb-store';

export function queueIdbStore(): UseStore {
  return openIdbStore('affiliate-queue', 'entries');
}
