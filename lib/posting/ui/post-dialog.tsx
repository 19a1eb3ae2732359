// The Post dialog: a destination, the caption rendered from its template (editable) and its length as Telegram
// counts it, the deal card, and what the destination does: Post now (Telegram; one press is one post: the press's id
// is kept until the background answers for certain), Copy for WhatsApp (the card and the caption in WhatsApp's form on
// the clipboard, and Open WhatsApp), Copy post. Loaded on first use (the popup's first bundle does not hold it).

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { ErrorAlert } from '../../../components/error-alert';
import { useSend } from '../../../components/send-context';
import { LoadingMessage, StatusMessage } from '../../../components/status-message';
import { isApiError } from '../../core/api/errors';
import { browser } from '../../core/browser';
import { t } from '../../core/i18n';
import { parseWebUrl } from '../../core/web-url';
import type { ResponseOf } from '../../protocol';
import {
  escapeHtml,
  MESSAGE_TEXT_MAX,
  PHOTO_CAPTION_MAX,
  telegramLength,
  whatsappShareUrl,
  whatsappText,
} from '../caption';
import { captionOf } from '../caption-of';
import type { DestinationView } from '../destination';
import type { PostSource } from '../prepare-post';
import { TELEGRAM_API, telegramBase, telegramPermission } from '../telegram-base';
import { blobBase64, type DrawnCard, drawCard } from './card-image';
import { DuplicateAlert, QueuedNote } from './queue-parts';
import { telegramPermissionRefused } from './telegram-permission';
import './post-dialog.css';

type Prepared = ResponseOf<'posting.prepare'>;
type Posted = ResponseOf<'posting.send'>;
type Queued = Extract<ResponseOf<'queue.add'>, { queued: unknown }>['queued'];
type Stopped = Extract<ResponseOf<'queue.add'>, { duplicate: unknown }>['duplicate'] & { retry: () => void };

export interface PostDialogProps {
  source: PostSource;
  onClose: () => void;
}

const newId = () => crypto.randomUUID();

export function PostDialog({ source, onClose }: PostDialogProps) {
  const send = useSend();
  const dialog = useRef<HTMLDialogElement>(null);
  const postId = useMemo(newId, []);
  const [destinations, setDestinations] = useState<DestinationView[] | null>(null);
  const [destinationId, setDestinationId] = useState('');
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [caption, setCaption] = useState('');
  const [includeCard, setIncludeCard] = useState(source.kind === 'offer');
  const [card, setCard] = useState<DrawnCard | null>(null);
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const [posted, setPosted] = useState<Posted | null>(null);
  const [queued, setQueued] = useState<Queued | null>(null);
  const [stopped, setStopped] = useState<Stopped | null>(null);
  // A link of the post could not be keyed (a store short link that could not be expanded): no guard stood.
  const [unchecked, setUnchecked] = useState(false);
  const [note, setNote] = useState('');
  const [whatsapp, setWhatsapp] = useState('');
  const [permission, setPermission] = useState(telegramPermission(TELEGRAM_API));
  // The press's id: kept until the background answers for certain, so pressing again never posts twice.
  const attempt = useRef<string | null>(null);

  useEffect(() => {
    const d = dialog.current;
    if (d && typeof d.showModal === 'function' && !d.open) d.showModal();
    else d?.setAttribute('open', '');
    telegramBase()
      .then((base) => setPermission(telegramPermission(base)))
      .catch(() => {});
    send('destinations.list', {})
      .then((list) => {
        setDestinations(list);
        if (list[0]) setDestinationId(list[0].id);
      })
      .catch(setFailure);
  }, []);

  const destination = destinations?.find((d) => d.id === destinationId) ?? null;

  useEffect(() => {
    if (!destinationId) return;
    let live = true;
    setPrepared(null);
    setPosted(null);
    setQueued(null);
    setStopped(null);
    setFailure(undefined);
    attempt.current = null;
    send('posting.prepare', { destinationId, source, postId })
      .then((p) => {
        if (!live) return;
        setPrepared(p);
        if (destination) setCaption(captionOf(p, destination));
      })
      .catch((e) => live && setFailure(e));
    return () => {
      live = false;
    };
  }, [destinationId]);

  const cardWanted = !!prepared && !!destination && destination.sendsTo !== 'copy';
  useEffect(() => {
    if (!cardWanted || !prepared) return;
    let live = true;
    let made: DrawnCard | null = null;
    drawCard(prepared.deal)
      .then((c) => {
        made = c;
        if (live) setCard(c);
        else URL.revokeObjectURL(c.url);
      })
      .catch(() => live && setCard(null));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made.url);
    };
  }, [cardWanted, prepared]);

  const withPhoto = cardWanted && includeCard && card !== null && destination?.sendsTo === 'telegram';
  const length = telegramLength(escapeHtml(caption));
  const limit = withPhoto ? PHOTO_CAPTION_MAX : MESSAGE_TEXT_MAX;
  const tooLong = length > MESSAGE_TEXT_MAX;

  function close() {
    dialog.current?.close?.();
    onClose();
  }

  async function postNow(force = false) {
    if (!destination || busy) return;
    // Asked inside the click; an origin already granted answers at once.
    const allowed = browser.permissions.request({ origins: [permission] }).catch(() => false);
    attempt.current ??= newId();
    setBusy(true);
    setFailure(undefined);
    setStopped(null);
    try {
      if (!(await allowed)) throw telegramPermissionRefused();
      // Through the queue: the duplicate guard first (unless Post anyway), then posting's own send.
      const result = await send('queue.postNow', {
        force,
        destinationId: destination.id,
        source,
        postId,
        attemptId: attempt.current,
        caption,
        card: withPhoto && card ? await blobBase64(card.blob) : null,
        title: prepared?.title ?? '',
      });
      if ('duplicate' in result) setStopped({ ...result.duplicate, retry: () => postNow(true) });
      else {
        setPosted(result.posted);
        setUnchecked(result.unchecked === true);
      }
    } catch (e) {
      // No answer (the worker stopped) or "outcome unknown": the same press is asked again, never a new one.
      const uncertain = !isApiError(e) || ['unreachable', 'refused', 'network', 'outcome_unknown'].includes(e.kind);
      if (!uncertain) attempt.current = null;
      setFailure(e);
    } finally {
      setBusy(false);
    }
  }

  async function addToQueue(force = false) {
    if (!destination || busy) return;
    // The queue sends later from the background, which cannot ask: asked inside this click.
    const allowed = browser.permissions.request({ origins: [permission] }).catch(() => false);
    setBusy(true);
    setFailure(undefined);
    setStopped(null);
    try {
      if (!(await allowed)) throw telegramPermissionRefused();
      const result = await send('queue.add', {
        force,
        destinationId: destination.id,
        source,
        postId,
        caption,
        card: withPhoto && card ? await blobBase64(card.blob) : null,
        title: prepared?.title ?? '',
      });
      if ('duplicate' in result) setStopped({ ...result.duplicate, retry: () => addToQueue(true) });
      else {
        setQueued(result.queued);
        setUnchecked(result.unchecked === true);
      }
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
    }
  }

  function recordCopy() {
    if (!destination) return;
    send('posting.copied', { destinationId: destination.id, source, postId, title: prepared?.title ?? '' }).catch(
      () => {},
    );
  }

  async function copyForWhatsApp() {
    const text = whatsappText(caption, prepared?.title ?? '');
    try {
      const parts: Record<string, Blob> = { 'text/plain': new Blob([text], { type: 'text/plain' }) };
      if (includeCard && card) parts['image/png'] = card.blob;
      await navigator.clipboard.write([new ClipboardItem(parts)]);
      setNote(t('postCopiedForWhatsApp'));
      setWhatsapp(whatsappShareUrl(text));
      recordCopy();
    } catch {
      setNote(t('commonCopyFailedSelectText'));
    }
  }

  async function copyPost() {
    try {
      await navigator.clipboard.writeText(caption);
      setNote(t('postCopiedPost'));
      recordCopy();
    } catch {
      setNote(t('commonCopyFailedSelectText'));
    }
  }

  function download() {
    if (!card) return;
    const a = document.createElement('a');
    a.href = card.url;
    a.download = 'deal-card.png';
    a.click();
  }

  const open = parseWebUrl(posted?.postUrl ?? null);
  return (
    <dialog ref={dialog} class="post-dialog" aria-labelledby="post-dialog-title" onCancel={close}>
      <div class="stack">
        <h2 id="post-dialog-title">{t('postDialogTitle')}</h2>
        {destinations === null && failure === undefined && <LoadingMessage>{t('postDialogLoading')}</LoadingMessage>}
        {destinations?.length === 0 && (
          <StatusMessage>
            {t('postDialogNoDestinations')}{' '}
            <a href={browser.runtime.getURL('/options.html#destinations')} target="_blank" rel="noopener">
              {t('destinationsTitle')}
            </a>
          </StatusMessage>
        )}
        {destinations && destinations.length > 0 && (
          <div class="field">
            <label for="post-destination">{t('postDialogDestination')}</label>
            <select
              id="post-destination"
              value={destinationId}
              onChange={(e) => setDestinationId(e.currentTarget.value)}
            >
              {destinations.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
            {destination && !destination.addDisclosure && <p class="hint">{t('destinationDisclosureOff')}</p>}
          </div>
        )}
        {destinationId && !prepared && failure === undefined && (
          <LoadingMessage>{t('postDialogPreparing')}</LoadingMessage>
        )}
        {prepared && (
          <>
            <div class="field">
              <label for="post-caption">{t('postDialogCaption')}</label>
              <textarea
                id="post-caption"
                rows={8}
                value={caption}
                aria-describedby="post-caption-length-label post-caption-length"
                onInput={(e) => setCaption(e.currentTarget.value)}
              />
              <p class={length > limit ? 'hint over' : 'hint'}>
                <span id="post-caption-length-label">{t('postDialogCaptionLength')}</span>{' '}
                <output id="post-caption-length" aria-labelledby="post-caption-length-label">
                  {length} / {limit}
                </output>
              </p>
              {withPhoto && length > PHOTO_CAPTION_MAX && !tooLong && (
                <p class="hint">{t('postDialogSplitNote', PHOTO_CAPTION_MAX)}</p>
              )}
              {!prepared.affiliated && (
                <p class="hint">{t(prepared.text === null ? 'postDialogMayNotEarn' : 'postDialogTextMayNotEarn')}</p>
              )}
            </div>
            {cardWanted && (
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
                    checked={includeCard}
                    onChange={(e) => setIncludeCard(e.currentTarget.checked)}
                  />
                  <label for="post-include-card">{t('postDialogIncludeCard')}</label>
                </div>
                <div class="actions">
                  <button type="button" onClick={download} disabled={!card}>
                    {t('postDialogDownloadCard')}
                  </button>
                </div>
              </div>
            )}
            {tooLong && (
              <div class="alert" role="alert">
                <p>{t('postingCaptionTooLong', length, MESSAGE_TEXT_MAX)}</p>
              </div>
            )}
            <div class="actions">
              {destination?.sendsTo === 'telegram' && (
                <button type="button" class="primary" onClick={() => postNow()} disabled={busy || tooLong || !!posted}>
                  {t('postDialogPostNow')}
                </button>
              )}
              {destination?.sendsTo === 'telegram' && (
                <button type="button" onClick={() => addToQueue()} disabled={busy || tooLong || !!queued}>
                  {t('queueAddToQueue')}
                </button>
              )}
              {destination?.sendsTo === 'whatsapp' && (
                <button type="button" class="primary" onClick={copyForWhatsApp}>
                  {t('postDialogCopyForWhatsApp')}
                </button>
              )}
              <button type="button" onClick={copyPost}>
                {t('postCopyPost')}
              </button>
            </div>
            {busy && <LoadingMessage>{t('postDialogPosting')}</LoadingMessage>}
            {whatsapp && (
              <p>
                <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                  {t('postDialogOpenWhatsApp')}
                </a>
              </p>
            )}
          </>
        )}
        {posted && (
          <StatusMessage class="notice">
            {t('postDialogPostedTo', posted.destinationName)}
            {open && (
              <>
                {' '}
                <a href={open.href} target="_blank" rel="noopener noreferrer">
                  {t('postingOpenPost')}
                </a>
              </>
            )}
          </StatusMessage>
        )}
        {stopped && <DuplicateAlert duplicate={stopped} onPostAnyway={stopped.retry} />}
        {queued && <QueuedNote queued={queued} />}
        {unchecked && (posted || queued) && <StatusMessage class="notice">{t('queueNotChecked')}</StatusMessage>}
        {posted?.followUpProblem && (
          <div class="alert" role="alert">
            <p>{t('postDialogFollowUpFailed', posted.followUpProblem)}</p>
          </div>
        )}
        {note && <StatusMessage>{note}</StatusMessage>}
        {failure !== undefined && <ErrorAlert error={failure} />}
        <div class="actions">
          <button type="button" onClick={close}>
            {t('postDialogClose')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
