// Enumerated values in words, for pages and the background alike. The tables hold message keys (looked up when
// shown); a value the client does not know is shown as the API sent it.
import { type MessageKey, t } from './i18n';

export type WordTable = Partial<Record<string, MessageKey>>;

/** The value's word, or the value itself when the table does not know it (own entries only: not `toString`). */
export function wordFor(table: WordTable, value: string): string {
  const key = Object.hasOwn(table, value) ? table[value] : undefined;
  return key ? t(key) : value;
}

export function isKnownWord(table: WordTable, value: string): boolean {
  return Object.hasOwn(table, value);
}

/** A campaign's access status in the words of the UI contract: `not_applied` -> `Not applied`. */
export const ACCESS_STATUS_WORDS: WordTable = {
  open: 'commonStatusOpen',
  not_applied: 'commonStatusNotApplied',
  pending: 'commonStatusPending',
  approved: 'commonStatusApproved',
  rejected: 'commonStatusRejected',
  blocked: 'commonStatusBlocked',
};

export function accessStatusWord(status: string): string {
  return wordFor(ACCESS_STATUS_WORDS, status);
}

/** A channel's status: `pending` -> `Pending`. */
export function channelStatusWord(status: string): string {
  return wordFor(
    { pending: 'commonStatusPending', approved: 'commonStatusApproved', rejected: 'commonStatusRejected' },
    status,
  );
}
