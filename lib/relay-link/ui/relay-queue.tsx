// Options -> Queue while connected to a team relay: the relay's queue in time order (when, destination, the deal's
// title, who queued it, its state), with Post now, Approve and Remove as this member's role allows. The relay sends
// it, also while this browser is closed; its slots and settings are the relay's (set by the team's owner there).
import { useState } from 'preact/hooks';
import { DataTable } from '../../../components/list/data-table';
import { ListState } from '../../../components/list/table-parts';
import { useSend } from '../../../components/send-context';
import { StatusChip } from '../../../components/status-chip';
import { StatusMessage } from '../../../components/status-message';
import { usePolledAnswer } from '../../../components/use-polled-answer';
import { localDateTime } from '../../core/format/date-time';
import { t } from '../../core/i18n';
import type { ResponseOf } from '../../protocol';
import { QUEUE_REFRESH_MS, QUEUE_STATUS } from '../../queue/ui/queue-status';
import type { RelayAction } from '../relay-queue';

type RelayQueueState = ResponseOf<'relay.queue'>;
type Item = RelayQueueState['items'][number];

export function RelayQueue() {
  const send = useSend();
  const listed = usePolledAnswer<RelayQueueState>(() => send('relay.queue', {}), QUEUE_REFRESH_MS);
  const { answer: state, setAnswer: setState, loading, failure, setFailure, load } = listed;
  const [busy, setBusy] = useState(false);

  async function act(item: Item, action: RelayAction) {
    setBusy(true);
    setFailure(undefined);
    try {
      setState(await send('relay.act', { id: item.id, action }));
    } catch (e) {
      setFailure(e);
      void load();
    } finally {
      setBusy(false);
    }
  }

  const button = (item: Item, action: RelayAction, words: string) => (
    <button type="button" disabled={busy} onClick={() => act(item, action)}>
      {words}
    </button>
  );
  return (
    <div class="stack">
      <StatusMessage>
        {t('relayQueueNote')}
        {state ? ` · ${t('relayQueueOf', state.team)}` : ''}
      </StatusMessage>
      <ListState
        loading={loading && state === null}
        error={failure}
        count={state?.items.length}
        noun={t('queueTable')}
        loadingText={t('relayQueueLoading')}
        emptyText={t('relayQueueEmpty')}
        emptyHint={t('relayQueueEmptyHint')}
        onRetry={load}
      />
      {state && state.items.length > 0 && (
        <DataTable<Item>
          label={t('queueTable')}
          titled
          labelCells
          class="data-table queue-table"
          rows={state.items}
          rowKey={(item) => item.id}
          columns={[
            { label: t('queueColWhen'), cell: (item) => localDateTime(item.when) },
            { label: t('queueColDestination'), cell: (item) => item.destinationName },
            {
              label: t('queueColCaption'),
              cell: (item) => (
                <>
                  {item.postUrl ? (
                    <a href={item.postUrl} target="_blank" rel="noopener noreferrer">
                      {item.title}
                    </a>
                  ) : (
                    item.title
                  )}
                  {item.status === 'failed' && item.failure && (
                    <p class="hint">{t('queueFailedBecause', item.failure)}</p>
                  )}
                </>
              ),
            },
            { label: t('relayColQueuedBy'), cell: (item) => item.memberName },
            {
              label: t('queueColState'),
              cell: (item) => (
                <StatusChip word={t(QUEUE_STATUS[item.status].key)} tone={QUEUE_STATUS[item.status].tone} />
              ),
            },
            {
              label: t('queueColActions'),
              cell: (item) => (
                <div class="actions">
                  {item.may.postNow && item.status !== 'posted' && button(item, 'postNow', t('queuePostNow'))}
                  {item.may.approve && button(item, 'approve', t('queueApprove'))}
                  {item.may.remove && button(item, 'remove', t('queueRemove'))}
                </div>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
