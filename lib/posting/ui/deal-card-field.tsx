// The deal card where the destination takes images: the image, Include deal card, the product's photo on it (only
// for a store the publisher allows it for), Download card; and, for Telegram without a card, that the post shows the
// store page's own large link preview.
import { LoadingMessage } from '../../../components/status-message';
import { t } from '../../core/i18n';
import type { DrawnCard } from './card-image';

interface Props {
  card: DrawnCard | null;
  include: boolean;
  onInclude: (on: boolean) => void;
  /** The store's host when the page named a product photo; null: no photo to offer. */
  photoStore: string | null;
  photoAllowed: boolean;
  onPhotoAllowed: (on: boolean) => void;
}

export function DealCardField({ card, include, onInclude, photoStore, photoAllowed, onPhotoAllowed }: Props) {
  function download() {
    if (!card) return;
    const a = document.createElement('a');
    a.href = card.url;
    a.download = 'deal-card.png';
    a.click();
  }
  return (
    <div class="post-card stack">
      {card ? (
        <img class="deal-card" src={card.url} alt={t('postDialogDealCard')} />
      ) : (
        <LoadingMessage>{t('postDialogDrawingCard')}</LoadingMessage>
      )}
      <div class="row">
        <input
          id="post-include-card"
          type="checkbox"
          checked={include}
          onChange={(e) => onInclude(e.currentTarget.checked)}
        />
        <label for="post-include-card">{t('postDialogIncludeCard')}</label>
      </div>
      {photoStore !== null && (
        <div class="row">
          <input
            id="post-card-photo"
            type="checkbox"
            checked={photoAllowed}
            onChange={(e) => onPhotoAllowed(e.currentTarget.checked)}
          />
          <label for="post-card-photo">{t('postDialogPhotoOnCard', photoStore)}</label>
        </div>
      )}
      <div class="actions">
        <button type="button" onClick={download} disabled={!card}>
          {t('postDialogDownloadCard')}
        </button>
      </div>
    </div>
  );
}
