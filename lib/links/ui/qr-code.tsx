// Share: the button beside Copy, and the small QR code beside the link, both open the QR code to scan or save and
// the share addresses. The code that draws QR codes loads after the link is shown, never before it.
import { useEffect, useState } from 'preact/hooks';
import { lazyComponent } from '../../../components/lazy';
import { t } from '../../core/i18n';

const SharePanel = lazyComponent(() => import('./share-panel').then((m) => m.SharePanel));
const QrThumb = lazyComponent(() => import('../../../components/qr-image').then((m) => m.QrThumb));

interface Props {
  /** The link shown ('' while none is, or a newer one is on its way). */
  text: string;
  open: boolean;
  onToggle: () => void;
}

export function ShareButton({ text, open, onToggle }: Props) {
  return (
    <button type="button" aria-expanded={open && text !== ''} disabled={!text} onClick={onToggle}>
      {t('popupShare')}
    </button>
  );
}

/** Runs `run` once the page is idle: after the link is on screen and Copy can be pressed. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
}

/**
 * The QR code at a glance, beside the link; a press opens it large with Save QR code (as Share does). Its code is
 * fetched and run when the popup is idle, so it never delays the link or the first press of Copy.
 */
export function QrThumbButton({ text, open, onToggle }: Props) {
  const [idle, setIdle] = useState(false);
  useEffect(() => (text && !idle ? whenIdle(() => setIdle(true)) : undefined), [text, idle]);
  return (
    <button
      type="button"
      class="qr-thumb"
      aria-label={t('popupQrThumb')}
      aria-expanded={open && text !== ''}
      disabled={!text}
      onClick={onToggle}
    >
      {text && idle && <QrThumb text={text} />}
    </button>
  );
}

export function ShareArea({ text, open }: Pick<Props, 'text' | 'open'>) {
  return open && text ? <SharePanel text={text} /> : null;
}
