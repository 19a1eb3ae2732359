// A queued post and what may happen to it. Status words for people: queueStatusWaiting… in _locales.
//
//   new ──(ask before posting)──> needs_approval ──approve──> waiting ──sent──> posted
//                                       │                       │  └──failed──> failed ──post now / reschedule──> waiting
//                                       └───── slot passed while the browser was closed or the worker stopped ──> missed
//   missed ──post now / reschedule──> waiting;   any but posted ──remove──> gone;   caption edited while waiting or needs_approval

export type QueueStatus = 'waiting' | 'needs_approval' | 'posted' | 'missed' | 'failed';

export interface QueueItem {
  id: string;
  destinationId: string;
  caption: string;
  /** The merchant page's product key (product-key.ts), for the duplicate guard. */
  productKey: string | null;
  /** When it goes out (epoch ms); null for "as soon as it may" (Post now). */
  slotAt: number | null;
  status: QueueStatus;
  createdAt: number;
  /** Set while a send is under way, so a second press or a restarted worker does not send it again. */
  sendingSince: number | null;
  postedAt: number | null;
  messageId: number | string | null;
  /** Why the last send failed, in words a person can act on. */
  failure: string | null;
}

export type QueueEvent =
  | { type: 'approve' }
  | { type: 'postNow'; at: number }
  | { type: 'reschedule'; slotAt: number }
  | { type: 'remove' }
  | { type: 'editCaption'; caption: string }
  | { type: 'miss' }
  | { type: 'startSending'; at: number }
  | { type: 'sent'; at: number; messageId: number | string }
  | { type: 'failed'; at: number; reason: string };

export type QueueRefusal = 'not_now' | 'empty_caption' | 'already_sending';

export type Transition =
  | { ok: true; item: QueueItem | null /* null: removed */ }
  | { ok: false; reason: QueueRefusal; item: QueueItem };

/** A send that started this long ago and never finished is taken as cut off (the worker stopped): it may resume. */
export const SENDING_STALE_MS = 5 * 60_000;

export function newQueueItem(input: {
  id: string;
  destinationId: string;
  caption: string;
  productKey: string | null;
  slotAt: number | null;
  askBeforePosting: boolean;
  now: number;
}): QueueItem {
  return {
    id: input.id,
    destinationId: input.destinationId,
    caption: input.caption,
    productKey: input.productKey,
    slotAt: input.slotAt,
    status: input.askBeforePosting ? 'needs_approval' : 'waiting',
    createdAt: input.now,
    sendingSince: null,
    postedAt: null,
    messageId: null,
    failure: null,
  };
}

/** Whether a send is under way (started less than SENDING_STALE_MS before `now`). */
export function isSending(item: QueueItem, now: number): boolean {
  return item.sendingSince !== null && now - item.sendingSince < SENDING_STALE_MS;
}

const ALLOWED: Record<QueueEvent['type'], readonly QueueStatus[]> = {
  approve: ['needs_approval'],
  postNow: ['waiting', 'needs_approval', 'missed', 'failed'],
  reschedule: ['waiting', 'needs_approval', 'missed', 'failed'],
  remove: ['waiting', 'needs_approval', 'missed', 'failed', 'posted'],
  editCaption: ['waiting', 'needs_approval'],
  miss: ['waiting'],
  startSending: ['waiting'],
  sent: ['waiting'],
  failed: ['waiting'],
};

export function transition(item: QueueItem, event: QueueEvent): Transition {
  if (!ALLOWED[event.type].includes(item.status)) return { ok: false, reason: 'not_now', item };
  const now = 'at' in event ? event.at : null;
  // While a send is under way nothing but its outcome may change the item: the post may already be in the chat.
  const inFlight = item.sendingSince !== null && (now === null || isSending(item, now));
  if (inFlight && event.type !== 'sent' && event.type !== 'failed')
    return { ok: false, reason: 'already_sending', item };
  const next = (changes: Partial<QueueItem>): Transition => ({ ok: true, item: { ...item, ...changes } });
  switch (event.type) {
    case 'approve':
      return next({ status: 'waiting' });
    case 'postNow':
      // Approving too: Post now is the person's decision.
      return next({ status: 'waiting', slotAt: null, failure: null, sendingSince: null });
    case 'reschedule':
      return next({
        status: item.status === 'needs_approval' ? 'needs_approval' : 'waiting',
        slotAt: event.slotAt,
        failure: null,
        sendingSince: null,
      });
    case 'remove':
      return { ok: true, item: null };
    case 'editCaption':
      return event.caption.trim() === ''
        ? { ok: false, reason: 'empty_caption', item }
        : next({ caption: event.caption });
    case 'miss':
      return next({ status: 'missed' });
    case 'startSending':
      return next({ sendingSince: event.at });
    case 'sent':
      return next({
        status: 'posted',
        postedAt: event.at,
        messageId: event.messageId,
        sendingSince: null,
        failure: null,
      });
    case 'failed':
      return next({ status: 'failed', failure: event.reason, sendingSince: null });
  }
}

/** Whether the item should go out at `now`: waiting, its slot come (or Post now), and no send under way. */
export function isDue(item: QueueItem, now: number): boolean {
  return item.status === 'waiting' && (item.slotAt === null || item.slotAt <= now) && !isSending(item, now);
}
