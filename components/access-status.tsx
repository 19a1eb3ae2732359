import { t } from '../lib/i18n';
// A campaign's access status in the words of the UI contract, for the popup and the options page alike.
import './access-status.css';

const WORDS: Record<string, string> = {
  open: t('commonOpen'),
  not_applied: t('commonNotApplied'),
  pending: t('commonPending'),
  approved: t('commonApproved'),
  rejected: t('commonRejected'),
  blocked: t('commonBlocked'),
};

/** `not_applied` -> `Not applied`; a value the spec does not list is shown as the server sent it. */
export function accessStatusText(status: string): string {
  return WORDS[status] ?? status;
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
  const known = status in WORDS;
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
