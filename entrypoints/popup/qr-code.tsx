// Share: the button beside Copy, and the small QR code beside the link, both open the QR code to scan or save and
// the share addresses. The code that draws QR codes loads after the link is shown, never before it.
import { lazyComponent } from '../../components/lazy';
import { t } from '../../lib/i18n';

const SharePanel = lazyComponent(() => import('./share-panel').then((m) => m.SharePanel));
const QrThumb = lazyComponent(() => import('../../components/qr-image').then((m) => m.QrThumb));

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

/** The QR code at a glance, beside the link; a press opens it large with Save QR code (as Share does). */
export function QrThumbButton({ text, open, onToggle }: Props) {
  return (
    <button
      type="button"
      class="qr-thumb"
      aria-label={t('popupQrThumb')}
      aria-expanded={open && text !== ''}
      disabled={!text}
      onClick={onToggle}
    >
      {text && <QrThumb text={text} />}
    </button>
  );
}

export function ShareArea({ text, open }: Pick<Props, 'text' | 'open'>) {
  return open && text ? <SharePanel text={text} /> : null;
}
