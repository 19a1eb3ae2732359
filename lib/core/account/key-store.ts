// Key custody: the API key, its base URL and the identity read with it live only in `browser.storage.local`
// (never sync, never a page's storage), and only the background reads this record. Pages learn `AccountState`.

import type { Ping } from '../api/schemas';
import type { AccountState } from '../model';
import { readLocal, watchLocal, writeLocal } from '../storage/local-record';
import { defaultBaseUrl } from './base-url';
import { ACCOUNT_RECORD } from './watch';

const STORAGE_KEY = ACCOUNT_RECORD;

export interface StoredAccount {
  apiKey: string | null;
  /** A hash of base URL + key (see key-id.ts): names this key in cache keys without holding the key. */
  keyId: string | null;
  baseUrl: string;
  identity: Ping | null;
  /** The API answered 401 to this key. */
  keyInvalid: boolean;
}

const empty = (): StoredAccount => ({
  apiKey: null,
  keyId: null,
  baseUrl: defaultBaseUrl(),
  identity: null,
  keyInvalid: false,
});

export async function readAccount(): Promise<StoredAccount> {
  return parseStored(await readLocal(STORAGE_KEY));
}

function parseStored(raw: unknown): StoredAccount {
  if (!raw || typeof raw !== 'object') return empty();
  const r = raw as Record<string, unknown>;
  const apiKey = typeof r.apiKey === 'string' && r.apiKey ? r.apiKey : null;
  return {
    apiKey,
    keyId: apiKey && typeof r.keyId === 'string' ? r.keyId : null,
    baseUrl: typeof r.baseUrl === 'string' && r.baseUrl ? r.baseUrl : defaultBaseUrl(),
    identity: apiKey && r.identity && typeof r.identity === 'object' ? (r.identity as Ping) : null,
    keyInvalid: apiKey !== null && r.keyInvalid === true,
  };
}

// Writes are read-modify-write; running them one after another keeps a late 401 from undoing a save.
let queue: Promise<unknown> = Promise.resolve();
export function updateAccount(change: (current: StoredAccount) => StoredAccount | null): Promise<StoredAccount> {
  const run = queue.then(async () => {
    const current = await readAccount();
    const next = change(current);
    if (next) await writeLocal(STORAGE_KEY, next);
    return next ?? current;
  });
  queue = run.catch(() => undefined);
  return run;
}

/** A 401 for the key named `keyId`; ignored when another key has been saved since the request started. */
export function markKeyInvalid(keyId: string): Promise<StoredAccount> {
  return updateAccount((a) => (a.keyId === keyId && !a.keyInvalid ? { ...a, keyInvalid: true } : null));
}

/** A successful answer to the key named `keyId`: the API accepts it again (a no-op unless it was marked refused). */
export async function markKeyValid(keyId: string): Promise<void> {
  // Read first, so that the common case (not refused) does not wait in the write queue.
  const current = await readAccount();
  if (current.keyId !== keyId || !current.keyInvalid) return;
  await updateAccount((a) => (a.keyId === keyId && a.keyInvalid ? { ...a, keyInvalid: false } : null));
}

/** A fresh `/ping` identity for the key named `keyId`. */
export function storeIdentity(keyId: string, identity: Ping): Promise<StoredAccount> {
  return updateAccount((a) => (a.keyId === keyId ? { ...a, identity } : null));
}

/** Forgets the key and its identity; the base URL stays as the person set it. */
export function forgetKey(): Promise<StoredAccount> {
  return updateAccount((a) => ({ ...empty(), baseUrl: a.baseUrl }));
}

/** What a page may learn: never the key, only that one is set and its last four characters. */
export function toAccountState(a: StoredAccount): AccountState {
  return {
    keySet: a.apiKey !== null,
    keyTail: a.apiKey && a.apiKey.length >= 8 ? a.apiKey.slice(-4) : null,
    baseUrl: a.baseUrl,
    identity: a.identity,
    keyInvalid: a.keyInvalid,
  };
}

/**
 * Calls `listener` with the new key id (null when removed) whenever a different key is saved or the key is
 * removed, in whichever context listens (e.g. the campaign index drops its per-account data).
 */
export function watchKeyChange(listener: (keyId: string | null) => void): () => void {
  return watchLocal(STORAGE_KEY, (next, previous) => {
    const after = parseStored(next).keyId;
    if (parseStored(previous).keyId !== after) listener(after);
  });
}
