import { useEffect, useState } from 'preact/hooks';
import { t } from '../lib/core/i18n';

interface Props {
  /** The text to copy; the button is disabled while it is empty. */
  text: string;
  /** The button's accessible name, e.g. "Copy" or "Copy code" (UI contract). */
  label?: string;
  /** Said in the status line after copying. */
  copiedMessage?: string;
  class?: string;
  /** The page's main action (the popup's Copy). */
  primary?: boolean;
  /** Called once the text is on the clipboard (the popup records the link in the history). */
  onCopied?: () => void;
}

/** Copies `text` and says so in a role="status" line; the button's own name never changes. */
export function CopyButton({
  text,
  label = t('commonCopy'),
  copiedMessage = t('commonCopied'),
  class: className,
  primary,
  onCopied,
}: Props) {
  const [note, setNote] = useState('');
  useEffect(() => {
    if (!note) return;
    const t = setTimeout(() => setNote(''), 2500);
    return () => clearTimeout(t);
  }, [note]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setNote(copiedMessage);
      onCopied?.();
    } catch {
      setNote(t('commonCopyFailedSelectText'));
    }
  }

  return (
    <span class={className ? `copy ${className}` : 'copy'}>
      <button type="button" class={primary ? 'primary' : undefined} onClick={copy} disabled={!text}>
        {label}
      </button>
      <span class="copy-note" role="status">
        {note}
      </span>
    </span>
  );
}
