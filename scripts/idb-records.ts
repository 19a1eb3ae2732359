// The extension's IndexedDB records, counted or emptied from inside it: the e2e world's reset and its clean check in
// Chromium (scripts/launch-extension.ts, tests/support/e2e/fixtures.ts), and the Firefox suite's clean check
// (tests/firefox/harness.ts).

/**
 * Run in the extension (its service worker, or a page of it: the function is sent as its text, so it names nothing
 * from outside itself): its IndexedDB records, store by store ("database/store: count"), emptied
 * first when `clear`. Emptied rather than deleted: the worker holds its databases open, and a deletion would wait
 * for it to stop; the databases stay, empty, as the worker's first open after an install leaves them.
 */
export async function idbRecords(clear: boolean): Promise<string[]> {
  const done = <T>(request: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  const left: string[] = [];
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    const db = await done(indexedDB.open(name));
    for (const store of db.objectStoreNames) {
      const records = db.transaction(store, clear ? 'readwrite' : 'readonly').objectStore(store);
      if (clear) await done(records.clear());
      const count = await done(records.count());
      if (count) left.push(`${name}/${store}: ${count}`);
    }
    db.close();
  }
  return left;
}
