// Also post to: the other destinations chosen in the Post dialog, each sent in the same press with its own link
// (posting.prepare for its channel), its own caption (its template) and limits, its own attempt id (one press, one
// post per destination) and the duplicate guard per destination. One failing does not stop the others: each is said
// on its own.
import { useEffect, useRef, useState } from 'preact/hooks';
import { useSend } from '../../../components/send-context';
import { isApiError } from '../../core/api/errors';
import { browser } from '../../core/browser';
import { t } from '../../core/i18n';
import type { ResponseOf } from '../../protocol';
import { captionOf } from '../caption-of';
import type { DestinationView } from '../destination';
import type { PostSource } from '../prepare-post';
import { kindUi } from './kinds';

type Posted = ResponseOf<'posting.send'>;

export interface AlsoOutcome {
  posted: Posted[];
  failed: { name: string; error: unknown }[];
}

const NONE: AlsoOutcome = { posted: [], failed: [] };

export function useAlsoPost(all: readonly DestinationView[] | null, mainId: string) {
  const send = useSend();
  const [chosen, setChosen] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<AlsoOutcome>(NONE);
  // Each destination's press id, kept until its answer is certain (as the main destination's).
  const attempts = useRef(new Map<string, string>());
  const others = (all ?? []).filter((d) => d.id !== mainId && kindUi(d.sendsTo).sends);
  const picked = others.filter((d) => chosen.includes(d.id));

  // Each chosen kind's host permission, its origin read ahead so the click asks at once.
  const [origins, setOrigins] = useState<Record<string, string>>({});
  const kindIds = [...new Set(others.map((d) => d.sendsTo))].join(' ');
  useEffect(() => {
    for (const id of kindIds.split(' ').filter(Boolean)) {
      kindUi(id)
        .permission?.origin()
        .then((origin) => setOrigins((o) => ({ ...o, [id]: origin })))
        .catch(() => {});
    }
  }, [kindIds]);
  const permissions = () =>
    [...new Set(picked.map((d) => d.sendsTo))].flatMap((id) => {
      const needed = kindUi(id).permission;
      if (!needed) return [];
      return [browser.permissions.request({ origins: [origins[id] ?? needed.usual] }).catch(() => false)];
    });

  function toggle(id: string, on: boolean) {
    setChosen((c) => (on ? [...c.filter((x) => x !== id), id] : c.filter((x) => x !== id)));
  }

  async function postOne(d: DestinationView, source: PostSource, postId: string, card: string | null, title: string) {
    const prepared = await send('posting.prepare', { destinationId: d.id, source, postId });
    const caption = captionOf(prepared, d);
    const kind = kindUi(d.sendsTo);
    const measure = kind.measure(caption, card !== null && kind.takesImages);
    if (measure.tooLong)
      throw new Error(t('postingCaptionTooLong', measure.length, kind.captionMax ?? measure.limit ?? 0));
    let attemptId = attempts.current.get(d.id);
    if (!attemptId) {
      attemptId = crypto.randomUUID();
      attempts.current.set(d.id, attemptId);
    }
    const request = {
      destinationId: d.id,
      source,
      postId,
      caption,
      card: kind.takesImages ? card : null,
      title: prepared.title || title,
      force: false,
      attemptId,
    };
    try {
      const result = await send('queue.postNow', request as Parameters<typeof send<'queue.postNow'>>[1]);
      if ('duplicate' in result) throw new Error(t('postDialogAlsoDuplicate'));
      attempts.current.delete(d.id);
      return result.posted;
    } catch (e) {
      const uncertain =
        !isApiError(e) || ['unreachable', 'refused', 'network', 'outcome_unknown', 'internal'].includes(e.kind);
      if (!uncertain) attempts.current.delete(d.id);
      throw e;
    }
  }

  /** Sends to every chosen destination at once; resolves when each has answered. */
  async function postAll(source: PostSource, postId: string, card: string | null, title: string) {
    const settled = await Promise.allSettled(picked.map((d) => postOne(d, source, postId, card, title)));
    const next: AlsoOutcome = { posted: [], failed: [] };
    settled.forEach((s, i) => {
      const d = picked[i] as DestinationView;
      if (s.status === 'fulfilled') next.posted.push(s.value);
      else next.failed.push({ name: d.name, error: s.reason });
    });
    setOutcome(next);
    return next;
  }

  return { others, chosen, toggle, picked, postAll, permissions, outcome, reset: () => setOutcome(NONE) };
}
