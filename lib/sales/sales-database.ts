// The sales copy's IndexedDB store, declared by the sales feature (lib/sales/feature.ts, `stores:`) and opened on its
// first use; what it holds is lib/sales/store.ts's, part of the publishing engine.
import type { UseStore } from 'idb-keyval';
import { openIdbStore } from '../core/storage/idb-store';

export function salesIdbStore(): UseStore {
  return openIdbStore('affiliate-sales', 'records');
}
