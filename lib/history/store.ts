// The link history: its own IndexedDB store (idb-keyval's `UseStore`), one record per entry under its numeric id
// (ids grow with time, so key order is age order). The background writes and reads it (Options -> History asks).
import { promisifyRequest, type UseStore } from 'idb-keyval';
import { HISTORY_MAX, type HistoryEntry } from './entry';

export type HistoryStore = ReturnType<typeof createHistoryStore>;

export function createHistoryStore(store: UseStore, max = HISTORY_MAX) {
  return {
    /** Adds entries, then drops the oldest past `max`, in one transaction. */
    add(entries: readonly HistoryEntry[]): Promise<void> {
      return store('readwrite', async (os) => {
        for (const entry of entries) os.put(entry, entry.id);
        const count = await promisifyRequest(os.count());
        if (count > max) {
          const oldest = await promisifyRequest(os.getAllKeys(null, count - max));
          const last = oldest[oldest.length - 1];
          if (last !== undefined) os.delete(IDBKeyRange.upperBound(last));
        }
        return promisifyRequest(os.transaction);
      });
    },

    /** Every entry, newest first. */
    async readAll(): Promise<HistoryEntry[]> {
      const all = await store('readonly', (os) => promisifyRequest<HistoryEntry[]>(os.getAll()));
      return all.reverse();
    },

    count(): Promise<number> {
      return store('readonly', (os) => promisifyRequest(os.count()));
    },

    clear(): Promise<void> {
      return store('readwrite', (os) => {
        os.clear();
        return promisifyRequest(os.transaction);
      });
    },
  };
}
