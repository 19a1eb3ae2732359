// The link history's IndexedDB store, declared by the history feature (lib/history/feature.ts, `stores:`) and opened
// on its first use; what it holds is lib/history/store.ts's.
import type { UseStore } from 'idb-keyval';
import { openIdbStore } from '../core/storage/idb-store';

export function historyIdbStore(): UseStore {
  return openIdbStore('affiliate-history', 'entries');
}
