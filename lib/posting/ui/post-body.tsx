// The Post dialog once the post is prepared: what the page said of its product (from the popup), the caption, the
// deal card, and the buttons of what the destination does.
import { LoadingMessage } from '../../../components/status-message';
import { t } from '../../core/i18n';
import type { DestinationView } from '../destination';
import type { PageProduct } from '../product/product-of-page';
import { CaptionField } from './caption-field';
import type { DrawnCard } from './card-image';
import { DealCardField } from './deal-card-field';
import { kindUi } from './kinds';
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
  const kind = kindUi(destination.sendsTo);
  const cardWanted = kind.takesImages;
  const withCard = cardWanted && choice.include && card !== null;
  const measure = kind.measure(caption, withCard);
  const { busy, outcome } = actions;
  const noCardNote = withCard ? null : (kind.noCardNote?.(prepared) ?? null);
  return (
    <>
      {product !== undefined && <ProductNote product={product} currency={prepared.deal.currency} />}
      <CaptionField
        caption={caption}
        onInput={setCaption}
        measure={measure}
        lengthNote={kind.lengthNote?.(measure.length, withCard, measure.tooLong) ?? null}
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
      {noCardNote && <p class="hint">{noCardNote}</p>}
      {measure.tooLong && (
        <div class="alert" role="alert">
          <p>{t('postingCaptionTooLong', measure.length, kind.captionMax ?? measure.limit ?? measure.length)}</p>
        </div>
      )}
      <div class="actions">
        {kind.sends && (
          <button
            type="button"
            class="primary"
            onClick={() => actions.postNow()}
            disabled={busy || measure.tooLong || !!outcome.posted}
          >
            {t('postDialogPostNow')}
          </button>
        )}
        {kind.sends && (
          <button
            type="button"
            onClick={() => actions.addToQueue()}
            disabled={busy || measure.tooLong || !!outcome.queued}
          >
            {t('queueAddToQueue')}
          </button>
        )}
        {kind.opens && (
          <button type="button" class="primary" onClick={() => actions.openPage(kind)}>
            {kind.opens.word()}
          </button>
        )}
        {kind.pack && (
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
