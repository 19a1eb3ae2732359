// Opening an IndexedDB store of the extension's own. Each store has one owner, the module that reads and writes
// it and calls this once with its name (tests/core/storage/store-owners.test.ts keeps it so); the background reaches
// the stores through its dependencies, pages through the background's messages.
import { createStore, type UseStore } from 'idb-keyval';

/** The store, opened on first use: a worker woken for one event opens only the stores that event needs. */
export function openIdbStore(database: string, storeName: string): UseStore {
  let store: UseStore | null = null;
  return (mode, callback) => {
    store ??= createStore(database, storeName);
    return store(mode, callback);
  };
}
