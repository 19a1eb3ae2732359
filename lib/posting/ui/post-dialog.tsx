// The Post dialog: a destination, the caption rendered from its template (editable) and its length against the
// destination's own limit, the link's verdict for its channel, the deal card, and what the destination does
// (use-post-actions.ts). From the popup, the page's own product data is read first (use-page-product.ts). Loaded on
// first use (the popup's first bundle does not hold it).
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { LoadingMessage } from '../../../components/status-message';
import { t } from '../../core/i18n';
import type { PostSource } from '../prepare-post';
import { AlsoPostTo } from './also-post-to';
import { DestinationField } from './destination-field';
import { kindUi } from './kinds';
import { PostBody } from './post-body';
import { PostOutcomeView } from './post-outcome';
import { useAlsoPost } from './use-also-post';
import { useCardChoice } from './use-card-choice';
import { useDealCard } from './use-deal-card';
import { useDestinations } from './use-destinations';
import { usePageProduct } from './use-page-product';
import { usePostActions } from './use-post-actions';
import { usePreparedPost } from './use-prepared-post';
import './post-dialog.css';

export interface PostDialogProps {
  source: PostSource;
  /** The popup's page: its product is read from the tab showing it (a link source only). */
  readPage?: string;
  onClose: () => void;
}

/** The post's source, with what the page said of its product once read (from the popup). */
function useSourceWithProduct(source: PostSource, readPage: string | undefined) {
  const page = usePageProduct(source.kind === 'link' ? readPage : undefined);
  const withProduct = useMemo<PostSource | null>(() => {
    if (!page.settled) return null;
    return source.kind === 'link' && page.product ? { ...source, product: page.product } : source;
  }, [page.settled, page.product]);
  return { source: withProduct, product: readPage !== undefined && source.kind === 'link' ? page.product : undefined };
}

export function PostDialog({ source: given, readPage, onClose }: PostDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const postId = useMemo(() => crypto.randomUUID(), []);
  const [failure, setFailure] = useState<unknown>();
  const { destinations, destinationId, setDestinationId, destination } = useDestinations(setFailure);
  const { source, product } = useSourceWithProduct(given, readPage);
  const reset = useRef(() => {});
  const { prepared, caption, setCaption } = usePreparedPost({
    destination,
    source,
    postId,
    onReset: () => reset.current(),
    onFailure: setFailure,
  });
  const choice = useCardChoice(prepared);
  const kind = destination ? kindUi(destination.sendsTo) : null;
  const cardWanted = !!prepared && !!kind?.takesImages;
  const card = useDealCard(prepared, cardWanted, choice.photoAllowed);
  const sentCard = cardWanted && choice.include ? card : null;
  const also = useAlsoPost(destinations, destinationId);
  const actions = usePostActions({
    destination,
    source,
    postId,
    prepared,
    caption,
    card: sentCard,
    kind,
    alsoPost: also.picked.length > 0 ? also.postAll : undefined,
    alsoPermissions: also.permissions,
    setFailure,
  });
  reset.current = () => {
    actions.reset();
    also.reset();
  };

  useEffect(() => {
    const d = dialog.current;
    if (d && typeof d.showModal === 'function' && !d.open) d.showModal();
    else d?.setAttribute('open', '');
  }, []);

  function close() {
    dialog.current?.close?.();
    onClose();
  }

  const preparing = destinationId !== '' && !prepared && failure === undefined;
  return (
    <dialog ref={dialog} class="post-dialog" aria-labelledby="post-dialog-title" onCancel={close}>
      <div class="stack">
        <h2 id="post-dialog-title">{t('postDialogTitle')}</h2>
        {destinations === null && failure === undefined && <LoadingMessage>{t('postDialogLoading')}</LoadingMessage>}
        <DestinationField
          destinations={destinations}
          destinationId={destinationId}
          destination={destination}
          onChoose={setDestinationId}
        />
        {preparing && <LoadingMessage>{t('postDialogPreparing')}</LoadingMessage>}
        {prepared && destination && (
          <PostBody {...{ destination, prepared, caption, setCaption, product, card, choice, actions }} />
        )}
        {prepared && kind?.sends && <AlsoPostTo also={also} />}
        <PostOutcomeView outcome={actions.outcome} also={also.outcome} failure={failure} />
        <div class="actions">
          <button type="button" onClick={close}>
            {t('postDialogClose')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
