// A campaign's access status in the words of the UI contract, for the popup and the options page alike.
import { t } from '../lib/i18n';
import { ACCESS_STATUS_WORDS, accessStatusWord, isKnownWord } from '../lib/status-words';
import './access-status.css';

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
  const known = isKnownWord(ACCESS_STATUS_WORDS, status);
  return (
    <span
      role="note"
      class={known ? `access-status access-${status}` : 'access-status'}
      {...(labelId ? { 'aria-labelledby': labelId } : { 'aria-label': t('commonAccessStatus') })}
    >
      {accessStatusWord(status)}
    </span>
  );
}
