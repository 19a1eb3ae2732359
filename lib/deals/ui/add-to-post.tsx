import { useState } from 'preact/hooks';
import { t, tParts } from '../../core/i18n';
import { appendToPostDraft } from '../../post/draft';

/** "Add to post": the offer's title and link go to the end of the post converter's draft (lib/core/storage/post-draft). */
export function AddToPost({ title, link, onAdded }: { title: string; link: string; onAdded?: () => void }) {
  const [note, setNote] = useState<'added' | 'failed' | null>(null);
  async function add() {
    try {
      await appendToPostDraft(`${title}\n${link}`);
      setNote('added');
      onAdded?.();
    } catch {
      setNote('failed');
    }
  }
  return (
    <span class="copy">
      <button type="button" onClick={add}>
        {t('dealsAddToPost')}
      </button>
      <span class="copy-note" role="status">
        {note === 'added' && tParts('dealsAddedToPost', <a href="#convert">{t('dealsOpenConverter')}</a>)}
        {note === 'failed' && t('dealsAddToPostFailed')}
      </span>
    </span>
  );
}
