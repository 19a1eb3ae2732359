// The publish queue's parts of the Post dialog: the duplicate guard's alert with Post anyway, and the note that a
// post was added to the queue.

import { StatusMessage } from '../../../components/status-message';
import { browser } from '../../core/browser';
import { localDateTime } from '../../core/format/date-time';
import { t } from '../../core/i18n';
import type { Duplicate } from '../../queue/queue-service';

export function DuplicateAlert({ duplicate, onPostAnyway }: { duplicate: Duplicate; onPostAnyway: () => void }) {
  const when = localDateTime(duplicate.at);
  return (
    <div class="alert" role="alert">
      <p>
        {duplicate.by !== undefined
          ? t(
              duplicate.queued ? 'queueAlreadyQueuedBy' : 'queueAlreadyPostedBy',
              duplicate.by,
              duplicate.destinationName,
              when,
            )
          : duplicate.sending
            ? t('queueBeingPosted', duplicate.destinationName, when)
            : duplicate.queued
              ? t('queueAlreadyQueued', duplicate.destinationName, when)
              : t('queueAlreadyPosted', duplicate.destinationName, when)}
      </p>
      <div class="actions">
        <button type="button" onClick={onPostAnyway}>
          {t('queuePostAnyway')}
        </button>
      </div>
    </div>
  );
}

export function QueuedNote({ queued }: { queued: { destinationName: string; slotAt: number | null; status: string } }) {
  const when = localDateTime(queued.slotAt ?? Date.now());
  return (
    <StatusMessage class="notice">
      {queued.status === 'needs_approval'
        ? t('queueAddedNeedsApproval', queued.destinationName, when)
        : t('queueAdded', queued.destinationName, when)}{' '}
      <a href={browser.runtime.getURL('/options.html#queue')} target="_blank" rel="noopener">
        {t('queueOpenQueue')}
      </a>
    </StatusMessage>
  );
}
