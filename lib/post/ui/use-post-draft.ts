import { useEffect, useRef, useState } from 'preact/hooks';
import { clearPostDraft, loadPostDraft, savePostDraft, watchPostDraft } from '../draft';

/**
 * The Post box's text, kept as the local draft on every change so closing the panel loses nothing, and following
 * the draft when another page changes it (Deals' "Add to post") while the converter is open.
 */
export function usePostDraft() {
  const [text, setText] = useState('');
  const [loaded, setLoaded] = useState(false);
  // Our own writes come back through storage.onChanged: those are not news, and must not undo later typing.
  const ownWrites = useRef<string[]>([]);
  const typedBeforeLoad = useRef(false);

  useEffect(() => {
    let live = true;
    loadPostDraft()
      .then((draft) => {
        if (live && !typedBeforeLoad.current) setText(draft.text);
      })
      .catch(() => undefined)
      .finally(() => live && setLoaded(true));
    const stop = watchPostDraft((draft) => {
      const mine = ownWrites.current.indexOf(draft.text);
      if (mine >= 0) {
        ownWrites.current.splice(0, mine + 1);
        return;
      }
      setText(draft.text);
    });
    return () => {
      live = false;
      stop();
    };
  }, []);

  function change(next: string) {
    typedBeforeLoad.current = true;
    setText(next);
    ownWrites.current.push(next);
    void savePostDraft(next).catch(() => undefined);
  }

  /** The draft is done with (converted, or cleared by the person); what the box shows stays unless `empty`. */
  function forget(empty: boolean) {
    ownWrites.current.push('');
    if (empty) setText('');
    void clearPostDraft().catch(() => undefined);
  }

  return { text, loaded, change, forget };
}
