// Which pages follow the account record: only that it changed, never its contents (it holds the key). Apart from
// account.ts so that the popup's bundle takes only these few lines.
import { watchLocal } from '../storage/local-record';

/** The `browser.storage.local` key of the account record (see account.ts). */
export const ACCOUNT_RECORD = 'account';

/**
 * Calls `listener` whenever the account record changes (a key saved, removed or refused, a new identity), in any
 * tab, the popup or the background. Pages use it to ask the background for the new `AccountState`: the listener
 * is told only that something changed, never the record (which holds the key).
 */
export function watchAccountRecord(listener: () => void): () => void {
  return watchLocal(ACCOUNT_RECORD, () => listener());
}
