// One record of `browser.storage.local`, read and written by the background. Reads that overlap share one
// browser call: the parts of the popup's first answer run together, and each would otherwise queue its own read
// of the same record (the account, the settings) behind the others'.

import { browser } from '../browser';
import { isStored, type Stored } from './stored-value';

const pending = new Map<string, Promise<unknown>>();
let keep = false;

/**
 * Called once as the background starts: there a read stays as the record's copy in memory until the record changes
 * (its own writes, and storage.onChanged for any other), so its answers read no storage for records it has read.
 */
export function keepLocalRecordsInMemory(): void {
  keep = true;
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local') for (const key in changes) pending.delete(key);
  });
}

export function readLocal(key: string): Promise<unknown> {
  const read = pending.get(key) ?? track(key, browser.storage.local.get(key));
  return read.then(structuredClone);
}

/** Starts reading the records not read yet, in one browser call (a worker's first reads: warm-up.ts). */
export function readLocalsAhead(keys: readonly string[]): void {
  const missing = keys.filter((key) => !pending.has(key));
  if (missing.length === 0) return;
  const all = browser.storage.local.get(missing);
  for (const key of missing) track(key, all).catch(() => {});
}

function track(key: string, read: Promise<Record<string, unknown>>): Promise<unknown> {
  const started = read.then((items) => items[key]);
  pending.set(key, started);
  const done = () => {
    if (pending.get(key) === started) pending.delete(key);
  };
  started.then(keep ? undefined : done, done);
  return started;
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

/** One record of `browser.storage.local`, declared once: its key, how a stored value is read (anything missing or
 * of the wrong shape becomes the default), its watcher, and its version with the way up from each older one. */
export interface LocalRecord<T> {
  key: string;
  /** The version a write stores (1 unless the record says otherwise). */
  version: number;
  get(): Promise<T>;
  set(value: T): Promise<void>;
  remove(): Promise<void>;
  /** Calls `listener` with the new and old value (read the same way) whenever the record changes. */
  watch(listener: (next: T, previous: T) => void): () => void;
}

export interface RecordVersions {
  /** The shape written now; raise it when the shape changes, and add the step from the one before. */
  version: number;
  /** `migrate[n]` turns a stored version-n value into a version n+1 one. */
  migrate?: Readonly<Record<number, (stored: unknown) => unknown>>;
}

/** The stored value brought up to `versions.version` (a value from a newer build is read as it is). */
export function upgrade(raw: unknown, versions: RecordVersions): unknown {
  if (raw === undefined || raw === null) return raw;
  let { recordVersion: at, value } = isStored(raw) ? raw : { recordVersion: 1, value: raw };
  while (at < versions.version) {
    const step = versions.migrate?.[at];
    if (step) value = step(value);
    at++;
  }
  return value;
}

export function defineRecord<T>(
  key: string,
  read: (raw: unknown) => T,
  versions: RecordVersions = { version: 1 },
): LocalRecord<T> {
  const readStored = (raw: unknown) => read(upgrade(raw, versions));
  return {
    key,
    version: versions.version,
    get: async () => readStored(await readLocal(key)),
    set: (value) => writeLocal(key, { recordVersion: versions.version, value } satisfies Stored),
    remove: async () => {
      pending.delete(key);
      await browser.storage.local.remove(key);
      pending.delete(key);
    },
    watch: (listener) => watchLocal(key, (next, previous) => listener(readStored(next), readStored(previous))),
  };
}

/** Reads an object record field by field: each field its own reader, a field it refuses (undefined) its default. */
export function fieldsOf<T extends object>(
  defaults: Readonly<T>,
  readers: { [K in keyof T]: (value: unknown) => T[K] | undefined },
): (raw: unknown) => T {
  return (raw) => {
    const r = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const out = {} as T;
    for (const k of Object.keys(readers) as (keyof T)[]) {
      const value = readers[k](r[k as string]);
      out[k] = value === undefined ? structuredClone(defaults[k]) : value;
    }
    return out;
  };
}

export const boolean = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);
export const integerIn =
  (min: number, max: number) =>
  (v: unknown): number | undefined =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : undefined;
