// The queue's five states in the words and tones of the page (UI contract: `Waiting`, `Needs approval`, `Posted`,
// `Missed`, `Failed`), for this browser's queue and a relay's alike.
import type { Tone } from '../../../components/status-chip';
import type { MessageKey } from '../../core/i18n';
import type { QueueStatus } from '../queue-item';

export const QUEUE_STATUS: Record<QueueStatus, { key: MessageKey; tone: Tone }> = {
  waiting: { key: 'queueStatusWaiting', tone: 'neutral' },
  needs_approval: { key: 'queueStatusNeedsApproval', tone: 'warn' },
  posted: { key: 'queueStatusPosted', tone: 'ok' },
  missed: { key: 'queueStatusMissed', tone: 'warn' },
  failed: { key: 'queueStatusFailed', tone: 'danger' },
};

/** How often a shown queue (this browser's or a relay's) is asked for again: a post leaves it as its time comes. */
export const QUEUE_REFRESH_MS = 30_000;
