// WhatsApp and Telegram share addresses for a link or a post: both open the app's own share screen with the text
// filled in. Only https addresses of the two services are made here, with the text percent-encoded.
import { t } from '../../core/i18n';

export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** Telegram's share screen takes a URL and an optional text; a post goes whole into the text. */
export function telegramShareUrl(text: string, url?: string): string {
  return url
    ? `https://t.me/share/url?url=${encodeURIComponent(url)}`
    : `https://t.me/share/url?url=${encodeURIComponent(' ')}&text=${encodeURIComponent(text)}`;
}

/** `text` alone is a link (shared as the URL) unless `post` says it is a whole post. */
export function ShareLinks({ text, post = false }: { text: string; post?: boolean }) {
  return (
    <p class="share-links">
      <a href={whatsAppShareUrl(text)} target="_blank" rel="noopener noreferrer">
        {t('popupShareWhatsApp')}
      </a>
      <a href={post ? telegramShareUrl(text) : telegramShareUrl('', text)} target="_blank" rel="noopener noreferrer">
        {t('popupShareTelegram')}
      </a>
    </p>
  );
}
