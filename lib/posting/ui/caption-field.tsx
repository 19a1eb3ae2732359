// The Post dialog's Caption: editable, its length against the destination's own limit, what happens past a photo's
// caption limit, and the link's verdict for the destination's channel in the popup's words, before any button that
// sends (Post now stays possible once it has been seen).

import { removedTagNote } from '../../core/foreign-params';
import { t } from '../../core/i18n';
import { verdictNote } from '../../post/ui/row-words';
import type { CaptionMeasure } from './caption-limit';
import type { Prepared } from './use-prepared-post';

interface Props {
  caption: string;
  onInput: (caption: string) => void;
  measure: CaptionMeasure;
  /** The kind's note on the length (Telegram: past 1,024 a photo's caption is split). */
  lengthNote: string | null;
  prepared: Prepared;
}

export function CaptionField({ caption, onInput, measure, lengthNote, prepared }: Props) {
  const { length, limit } = measure;
  const verdict = prepared.verdict && prepared.verdict.outcome !== 'earns' ? prepared.verdict : null;
  return (
    <div class="field">
      <label for="post-caption">{t('postDialogCaption')}</label>
      <textarea
        id="post-caption"
        rows={8}
        value={caption}
        aria-describedby="post-caption-length-label post-caption-length"
        onInput={(e) => onInput(e.currentTarget.value)}
      />
      <p class={limit !== null && length > limit ? 'hint over' : 'hint'}>
        <span id="post-caption-length-label">{t('postDialogCaptionLength')}</span>{' '}
        <output id="post-caption-length" aria-labelledby="post-caption-length-label">
          {limit === null ? length : `${length} / ${limit}`}
        </output>
      </p>
      {lengthNote && <p class="hint">{lengthNote}</p>}
      {prepared.removedParams.length > 0 && <p class="hint">{removedTagNote(prepared.removedParams)}</p>}
      {verdict && <p class={`verdict outcome-${verdict.outcome}`}>{verdictNote(verdict)}</p>}
      {!verdict && !prepared.affiliated && (
        <p class="hint">{t(prepared.text === null ? 'postDialogMayNotEarn' : 'postDialogTextMayNotEarn')}</p>
      )}
    </div>
  );
}
