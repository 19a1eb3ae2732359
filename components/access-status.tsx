// A campaign's access status in the words of the UI contract, for the popup and the options page alike.
import { t } from '../lib/core/i18n';
import { accessStatusWord } from '../lib/core/status-words';
import { StatusChip, type ToneTable, toneOf } from './status-chip';

interface Props {
  status: string;
  /** The id of a visible label whose text is "Access status"; without it the element carries that name itself. */
  labelId?: string;
}

const TONES: ToneTable = {
  open: 'ok',
  approved: 'ok',
  pending: 'warn',
  not_applied: 'warn',
  rejected: 'danger',
  blocked: 'danger',
};

/**
 * The status word in an element named "Access status" (UI contract). role="note" because a plain span may not
 * carry a name; the word is written as it is, never changed by CSS text-transform.
 */
export function AccessStatus({ status, labelId }: Props) {
  return (
    <StatusChip
      word={accessStatusWord(status)}
      tone={toneOf(TONES, status)}
      role="note"
      {...(labelId ? { 'aria-labelledby': labelId } : { 'aria-label': t('commonAccessStatus') })}
    />
  );
}
