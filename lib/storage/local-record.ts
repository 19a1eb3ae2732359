// One record of `browser.storage.local`, read and written by the background. Reads that overlap share one
// browser call: the parts of the popup's first answer run together, and each would otherwise queue its own read
// of the same record (the account, the settings) behind the others'.
import { browser } from '../browser';

const pending = new Map<string, Promise<unknown>>();

export function readLocal(key: string): Promise<unknown> {
  let read = pending.get(key);
  if (!read) {
    const started = browser.storage.local.get(key).then((items) => items[key]);
    pending.set(key, started);
    const done = () => {
      if (pending.get(key) === started) pending.delete(key);
    };
    started.then(done, done);
    read = started;
  }
  return read;
}

/** Writes the record; a read started after this resolves sees the new value. */
export async function writeLocal(key: string, value: unknown): Promise<void> {
  pending.delete(key);
  try {
    await browser.storage.local.set({ [key]: value });
  } finally {
    // A read that began while the write was under way may hold the old value: later readers start afresh.
    pending.delete(key);
  }
}

/** Calls `listener` with the record's new and old value whenever it changes, in whichever extension context listens. */
export function watchLocal(key: string, listener: (next: unknown, previous: unknown) => void): () => void {
  const onChanged = (changes: Record<string, { oldValue?: unknown; newValue?: unknown }>, area: string) => {
    const change = changes[key];
    if (area === 'local' && change) listener(change.newValue, change.oldValue);
  };
  browser.storage.onChanged.addListener(onChanged);
  return () => browser.storage.onChanged.removeListener(onChanged);
}
