// A history row's QR code: a button that shows the link's QR code below it (the popup's, components/qr-image.tsx),
// whose code loads only when first asked for. Only an http(s) link is drawn; for anything else the button is off.
import { useState } from 'preact/hooks';
import { lazyComponent } from '../../../components/lazy';
import { t } from '../../core/i18n';

const QrImage = lazyComponent(() => import('../../../components/qr-image').then((m) => m.QrImage));

/** `link` is the row's link when it is an http(s) address, else ''; `name` says which link (its page's title). */
export function HistoryQr({ link, name }: { link: string; name: string }) {
  const [open, setOpen] = useState(false);
  const shown = open && link !== '';
  return (
    <span class="history-qr">
      <button type="button" aria-expanded={shown} disabled={!link} onClick={() => setOpen(!open)}>
        {t('historyQrCode', name)}
      </button>
      {shown && (
        <span class="history-qr-image">
          <QrImage text={link} label={t('historyQrCodeLabel', name)} />
        </span>
      )}
    </span>
  );
}
