// The Post dialog once the post is prepared: what the page said of its product (from the popup), the caption, the
// deal card, and the buttons of what the destination does.
import { LoadingMessage } from '../../../components/status-message';
import { t } from '../../core/i18n';
import { MESSAGE_TEXT_MAX } from '../caption';
import type { DestinationView } from '../destination';
import type { PageProduct } from '../product/product-of-page';
import { CaptionField } from './caption-field';
import { measureCaption } from './caption-limit';
import type { DrawnCard } from './card-image';
import { DealCardField } from './deal-card-field';
import { ProductNote } from './product-note';
import type { useCardChoice } from './use-card-choice';
import type { usePostActions } from './use-post-actions';
import type { Prepared } from './use-prepared-post';

interface Props {
  destination: DestinationView;
  prepared: Prepared;
  caption: string;
  setCaption: (caption: string) => void;
  /** Only from the popup: what the page said of its product (null: nothing). */
  product?: PageProduct | null;
  card: DrawnCard | null;
  choice: ReturnType<typeof useCardChoice>;
  actions: ReturnType<typeof usePostActions>;
}

export function PostBody({ destination, prepared, caption, setCaption, product, card, choice, actions }: Props) {
  const { sendsTo } = destination;
  const cardWanted = sendsTo !== 'copy';
  const withCard = cardWanted && choice.include && card !== null;
  const measure = measureCaption(caption, sendsTo, withCard);
  const { busy, outcome } = actions;
  return (
    <>
      {product !== undefined && <ProductNote product={product} currency={prepared.deal.currency} />}
      <CaptionField
        caption={caption}
        onInput={setCaption}
        measure={measure}
        telegramPhoto={withCard && sendsTo === 'telegram'}
        prepared={prepared}
      />
      {cardWanted && (
        <DealCardField
          card={card}
          include={choice.include}
          onInclude={choice.setInclude}
          photoStore={choice.store}
          photoAllowed={choice.photoAllowed}
          onPhotoAllowed={choice.allowPhoto}
        />
      )}
      {sendsTo === 'telegram' && !withCard && prepared.pageUrl && <p class="hint">{t('postDialogLinkPreview')}</p>}
      {measure.tooLong && (
        <div class="alert" role="alert">
          <p>{t('postingCaptionTooLong', measure.length, MESSAGE_TEXT_MAX)}</p>
        </div>
      )}
      <div class="actions">
        {sendsTo === 'telegram' && (
          <button
            type="button"
            class="primary"
            onClick={() => actions.postNow()}
            disabled={busy || measure.tooLong || !!outcome.posted}
          >
            {t('postDialogPostNow')}
          </button>
        )}
        {sendsTo === 'telegram' && (
          <button
            type="button"
            onClick={() => actions.addToQueue()}
            disabled={busy || measure.tooLong || !!outcome.queued}
          >
            {t('queueAddToQueue')}
          </button>
        )}
        {sendsTo === 'whatsapp' && (
          <button type="button" class="primary" onClick={actions.copyForWhatsApp}>
            {t('postDialogCopyForWhatsApp')}
          </button>
        )}
        <button type="button" onClick={actions.copyPost}>
          {t('postCopyPost')}
        </button>
      </div>
      {busy && <LoadingMessage>{t('postDialogPosting')}</LoadingMessage>}
    </>
  );
}
