// The button Post and the dialog it opens, loaded on the first press (a dynamic import: the popup's first bundle holds
// only this button).
import { useState } from 'preact/hooks';
import { lazyComponent } from '../../../components/lazy';
import { t } from '../../core/i18n';
import type { PostSource } from '../prepare-post';

const PostDialog = lazyComponent(() => import('./post-dialog').then((m) => m.PostDialog));

/** `readPage`: the popup's page, whose product the dialog reads from the tab showing it. */
export function PostButton({
  source,
  label,
  readPage,
}: {
  source: PostSource | null;
  label?: string;
  readPage?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} disabled={!source} aria-label={label}>
        {t('postDialogTitle')}
      </button>
      {open && source && <PostDialog source={source} readPage={readPage} onClose={() => setOpen(false)} />}
    </>
  );
}
