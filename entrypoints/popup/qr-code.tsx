// The Share button beside Copy: opens the QR code and the share addresses, whose code loads only then.
import { useState } from 'preact/hooks';
import { lazyComponent } from '../../components/lazy';
import { t } from '../../lib/i18n';

const SharePanel = lazyComponent(() => import('./share-panel').then((m) => m.SharePanel));

export function QrCode({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  // A fragment: the button sits in the link's row of actions, the panel below it.
  return (
    <>
      <button type="button" aria-expanded={open && text !== ''} disabled={!text} onClick={() => setOpen(!open)}>
        {t('popupShare')}
      </button>
      {open && text && <SharePanel text={text} />}
    </>
  );
}
