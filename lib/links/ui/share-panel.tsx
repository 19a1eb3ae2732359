// Sharing the link where publishers post: its QR code (saved as a PNG for stories and print), and WhatsApp and
// Telegram share addresses. Loaded only when the person opens it (qrcode-generator is most of this chunk).
import { QrImage } from '../../../components/qr-image';
import { t } from '../../core/i18n';
import { ShareLinks } from './share-links';

export function SharePanel({ text }: { text: string }) {
  return (
    <div class="qr-block">
      <QrImage text={text} label={t('popupQrCodeLabel')} />
      <ShareLinks text={text} />
    </div>
  );
}
