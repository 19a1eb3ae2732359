// A campaign's access status in the words of the UI contract, for the popup and the options page alike.
import { type MessageKey, t } from '../lib/i18n';
import './access-status.css';

// Message keys, looked up when a status is shown (not when this module loads).
const WORDS: Record<string, MessageKey> = {
  open: 'commonOpen',
  not_applied: 'commonNotApplied',
  pending: 'commonPending',
  approved: 'commonApproved',
  rejected: 'commonRejected',
  blocked: 'commonBlocked',
};

/** `not_applied` -> `Not applied`; a value the spec does not list is shown as the server sent it. */
export function accessStatusText(status: string): string {
  const key = Object.hasOwn(WORDS, status) ? WORDS[status] : undefined;
  return key ? t(key) : status;
}

interface Props {
  status: string;
  /** The id of a visible label whose text is "Access status"; without it the element carries that name itself. */
  labelId?: string;
}

/**
 * The status word in an element named "Access status" (UI contract). role="note" because a plain span may not
 * carry a name; the word is written as it is, never changed by CSS text-transform.
 */
export function AccessStatus({ status, labelId }: Props) {
  const known = Object.hasOwn(WORDS, status);
  return (
    <span
      role="note"
      class={known ? `access-status access-${status}` : 'access-status'}
      {...(labelId ? { 'aria-labelledby': labelId } : { 'aria-label': t('commonAccessStatus') })}
    >
      {accessStatusText(status)}
    </span>
  );
}
