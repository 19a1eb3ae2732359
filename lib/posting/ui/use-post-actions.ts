// What the Post dialog's buttons do: Post now (Telegram; one press is one post: the press's id is kept until the
// background answers for certain), Add to queue, Copy for WhatsApp (the card and the caption in WhatsApp's form on the
// clipboard, and Open WhatsApp), Copy post, and what each left to say.

import { useRef, useState } from 'preact/hooks';
import { useSend } from '../../../components/send-context';
import { isApiError } from '../../core/api/errors';
import { browser } from '../../core/browser';
import { t } from '../../core/i18n';
import type { ResponseOf } from '../../protocol';
import { whatsappShareUrl, whatsappText } from '../caption';
import type { DestinationView } from '../destination';
import type { PostSource } from '../prepare-post';
import { blobBase64, type DrawnCard } from './card-image';
import type { DestinationKindUi } from './kind-ui';
import { permissionRefused, useKindPermission } from './telegram-permission';
import type { Prepared } from './use-prepared-post';

type Posted = ResponseOf<'posting.send'>;
type Queued = Extract<ResponseOf<'queue.add'>, { queued: unknown }>['queued'];
type Stopped = Extract<ResponseOf<'queue.add'>, { duplicate: unknown }>['duplicate'] & { retry: () => void };

export interface PostInputs {
  destination: DestinationView | null;
  source: PostSource | null;
  postId: string;
  prepared: Prepared | null;
  caption: string;
  /** The card to send as the photo, when it goes with the post. */
  card: DrawnCard | null;
  /** The destination's kind: its host permission is asked for inside the click. */
  kind: DestinationKindUi | null;
  /** Also post to: the other chosen destinations, sent in the same press (use-also-post.ts). */
  alsoPost?: (source: PostSource, postId: string, card: string | null, title: string) => Promise<unknown>;
  /** Their kinds' host permissions, asked inside the same click. */
  alsoPermissions?: () => Promise<boolean>[];
  setFailure: (error: unknown) => void;
}

const newId = () => crypto.randomUUID();

/** Posted, queued, stopped by the duplicate guard, a note, Open WhatsApp's address; `reset` when the post changes. */
function useOutcome() {
  const [posted, setPosted] = useState<Posted | null>(null);
  const [queued, setQueued] = useState<Queued | null>(null);
  const [stopped, setStopped] = useState<Stopped | null>(null);
  // A link of the post could not be keyed (a store short link that could not be expanded): no guard stood.
  const [unchecked, setUnchecked] = useState(false);
  const [note, setNote] = useState('');
  const [whatsapp, setWhatsapp] = useState('');
  const reset = () => {
    setPosted(null);
    setQueued(null);
    setStopped(null);
    setUnchecked(false);
  };
  return {
    posted,
    setPosted,
    queued,
    setQueued,
    stopped,
    setStopped,
    unchecked,
    setUnchecked,
    note,
    setNote,
    whatsapp,
    setWhatsapp,
    reset,
  };
}

export type PostOutcome = Omit<ReturnType<typeof useOutcome>, `set${string}` | 'reset'>;

export function usePostActions(inputs: PostInputs) {
  const send = useSend();
  const outcome = useOutcome();
  const [busy, setBusy] = useState(false);
  // The press's id: kept until the background answers for certain, so pressing again never posts twice.
  const attempt = useRef<string | null>(null);
  const askPermission = useKindPermission(inputs.kind);

  /** Asks the Bot API's permission inside the click, then runs `work` with the post's common fields. */
  async function sending(work: (common: Record<string, unknown>) => Promise<void>, onError?: (e: unknown) => void) {
    const { destination, source } = inputs;
    if (!destination || !source || busy) return;
    // Asked inside the click; an origin already granted answers at once.
    const allowed = Promise.all([askPermission(), ...(inputs.alsoPermissions?.() ?? [])]).then((all) =>
      all.every(Boolean),
    );
    setBusy(true);
    inputs.setFailure(undefined);
    outcome.setStopped(null);
    try {
      if (!(await allowed)) throw permissionRefused(inputs.kind);
      const card = inputs.card ? await blobBase64(inputs.card.blob) : null;
      const title = inputs.prepared?.title ?? '';
      await work({
        destinationId: destination.id,
        source,
        postId: inputs.postId,
        caption: inputs.caption,
        card,
        title,
      });
    } catch (e) {
      onError?.(e);
      inputs.setFailure(e);
    } finally {
      setBusy(false);
    }
  }

  function postNow(force = false) {
    attempt.current ??= newId();
    return sending(
      async (common) => {
        // The other chosen destinations go in the same press, each on its own: one failing stops none.
        const also = force
          ? undefined
          : inputs.alsoPost?.(
              common.source as PostSource,
              inputs.postId,
              common.card as string | null,
              common.title as string,
            );
        try {
          // Through the queue: the duplicate guard first (unless Post anyway), then posting's own send.
          const request = { ...common, force, attemptId: attempt.current } as Parameters<
            typeof send<'queue.postNow'>
          >[1];
          const result = await send('queue.postNow', request);
          if ('duplicate' in result) outcome.setStopped({ ...result.duplicate, retry: () => postNow(true) });
          else {
            outcome.setPosted(result.posted);
            outcome.setUnchecked(result.unchecked === true);
          }
        } finally {
          await also?.catch(() => {});
        }
      },
      (e) => {
        // No answer (the worker stopped) or "outcome unknown": the same press is asked again, never a new one.
        const uncertain =
          !isApiError(e) || ['unreachable', 'refused', 'network', 'outcome_unknown', 'internal'].includes(e.kind);
        if (!uncertain) attempt.current = null;
      },
    );
  }

  function addToQueue(force = false) {
    // The queue sends later from the background, which cannot ask: asked inside this click.
    return sending(async (common) => {
      const request = { ...common, force } as Parameters<typeof send<'queue.add'>>[1];
      const result = await send('queue.add', request);
      if ('duplicate' in result) outcome.setStopped({ ...result.duplicate, retry: () => addToQueue(true) });
      else {
        outcome.setQueued(result.queued);
        outcome.setUnchecked(result.unchecked === true);
      }
    });
  }

  const copies = useCopies(inputs, outcome);
  const reset = () => {
    outcome.reset();
    inputs.setFailure(undefined);
    attempt.current = null;
  };
  return { busy, outcome, postNow, addToQueue, ...copies, reset };
}

/** Copy for WhatsApp and Copy post, each recorded in the history once copied. */
function useCopies(inputs: PostInputs, outcome: ReturnType<typeof useOutcome>) {
  const send = useSend();
  function recordCopy() {
    const { destination, source } = inputs;
    if (!destination || !source) return;
    const title = inputs.prepared?.title ?? '';
    send('posting.copied', { destinationId: destination.id, source, postId: inputs.postId, title }).catch(() => {});
  }
  async function copyForWhatsApp() {
    const text = whatsappText(inputs.caption, inputs.prepared?.title ?? '');
    try {
      const parts: Record<string, Blob> = { 'text/plain': new Blob([text], { type: 'text/plain' }) };
      if (inputs.card) parts['image/png'] = inputs.card.blob;
      await navigator.clipboard.write([new ClipboardItem(parts)]);
      outcome.setNote(t('postCopiedForWhatsApp'));
      outcome.setWhatsapp(whatsappShareUrl(text));
      recordCopy();
    } catch {
      outcome.setNote(t('commonCopyFailedSelectText'));
    }
  }
  async function copyPost() {
    try {
      await navigator.clipboard.writeText(inputs.caption);
      outcome.setNote(t('postCopiedPost'));
      recordCopy();
    } catch {
      outcome.setNote(t('commonCopyFailedSelectText'));
    }
  }
  /** A kind that opens a page with the post filled (X's compose page): opened, and recorded as a copied post. */
  function openPage(kind: DestinationKindUi) {
    const url = kind.opens?.url(inputs.caption, inputs.prepared?.link ?? '');
    if (!url) return;
    void browser.tabs.create({ url }).catch(() => window.open(url, '_blank', 'noopener'));
    recordCopy();
  }
  return { copyForWhatsApp, copyPost, openPage };
}
