// The Post dialog's Also post to: a checkbox per other destination that posts by itself; Post now sends to each
// chosen one too (use-also-post.ts).
import { t } from '../../core/i18n';
import type { useAlsoPost } from './use-also-post';

export function AlsoPostTo({ also }: { also: ReturnType<typeof useAlsoPost> }) {
  if (also.others.length === 0) return null;
  return (
    <fieldset class="stack">
      <legend>{t('postDialogAlsoPostTo')}</legend>
      {also.others.map((d) => (
        <div class="row" key={d.id}>
          <input
            id={`post-also-${d.id}`}
            type="checkbox"
            checked={also.chosen.includes(d.id)}
            onChange={(e) => also.toggle(d.id, e.currentTarget.checked)}
          />
          <label for={`post-also-${d.id}`}>{d.name}</label>
        </div>
      ))}
    </fieldset>
  );
}
