// One row of this browser's Queued posts: when, destination, the deal's title (or its caption being edited), its
// verdict when it may not earn, why it failed, its state, and the actions its state allows.
import { StatusChip } from '../../../components/status-chip';
import { localDateTime } from '../../core/format/date-time';
import { t } from '../../core/i18n';
import { verdictNote } from '../../post/ui/row-words';
import type { ResponseOf } from '../../protocol';
import { QUEUE_STATUS } from './queue-status';

export type QueueItem = ResponseOf<'queue.state'>['items'][number];
export type QueueAction = 'postNow' | 'approve' | 'remove' | 'reschedule' | 'editCaption';

interface RowProps {
  item: QueueItem;
  busy: boolean;
  /** The caption being edited, when this row's is. */
  editing: string | null;
  onEdit: (caption: string) => void;
  onAct: (action: QueueAction) => void;
}

export function QueueRow({ item, busy, editing, onEdit, onAct }: RowProps) {
  const when = item.postedAt ?? item.slotAt ?? item.createdAt;
  const status = QUEUE_STATUS[item.status];
  const canEdit = item.status === 'waiting' || item.status === 'needs_approval';
  const button = (action: QueueAction, words: string) => (
    <button type="button" disabled={busy} onClick={() => onAct(action)}>
      {words}
    </button>
  );
  return (
    <tr>
      <td data-label={t('queueColWhen')}>{localDateTime(when)}</td>
      <td data-label={t('queueColDestination')}>{item.destinationName}</td>
      <td data-label={t('queueColCaption')}>
        {editing !== null ? (
          <textarea
            rows={5}
            aria-label={t('queueCaptionOf', localDateTime(when))}
            value={editing}
            onInput={(e) => onEdit(e.currentTarget.value)}
          />
        ) : (
          item.title
        )}
        {item.verdict && item.verdict.outcome !== 'earns' && <p class="hint verdict">{verdictNote(item.verdict)}</p>}
        {item.status === 'failed' && item.failure && <p class="hint">{t('queueFailedBecause', item.failure)}</p>}
      </td>
      <td data-label={t('queueColState')}>
        <StatusChip word={t(status.key)} tone={status.tone} />
      </td>
      <td data-label={t('queueColActions')}>
        <div class="actions">
          {item.status !== 'posted' && button('postNow', t('queuePostNow'))}
          {item.status === 'needs_approval' && button('approve', t('queueApprove'))}
          {(item.status === 'missed' || item.status === 'failed') && button('reschedule', t('queueReschedule'))}
          {canEdit &&
            (editing !== null ? (
              button('editCaption', t('queueSaveCaption'))
            ) : (
              <button type="button" onClick={() => onEdit(item.caption)}>
                {t('queueEditCaption')}
              </button>
            ))}
          {button('remove', t('queueRemove'))}
        </div>
      </td>
    </tr>
  );
}

/** The table Queued posts: its header and a row per item, in time order. */
export function QueueTable({ children }: { children: preact.ComponentChildren }) {
  return (
    <table class="data-table queue-table">
      <caption>{t('queueTable')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('queueColWhen')}</th>
          <th scope="col">{t('queueColDestination')}</th>
          <th scope="col">{t('queueColCaption')}</th>
          <th scope="col">{t('queueColState')}</th>
          <th scope="col">{t('queueColActions')}</th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
