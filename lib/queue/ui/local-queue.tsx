// This browser's own queue (no relay connected): the table Queued posts with each row's actions, the settings of
// each Telegram destination, and the time zone and the duplicate guard's window for all. Loading, failure and an
// empty queue are the shared list's states (ListState).
import { useEffect, useState } from 'preact/hooks';
import { ListState } from '../../../components/list/table-parts';
import { useSend } from '../../../components/send-context';
import { StatusMessage } from '../../../components/status-message';
import { usePolledAnswer } from '../../../components/use-polled-answer';
import { browser } from '../../core/browser';
import { t } from '../../core/i18n';
import { TELEGRAM_API, telegramBase, telegramPermission } from '../../posting/telegram-base';
import { telegramPermissionRefused } from '../../posting/ui/telegram-permission';
import type { ResponseOf } from '../../protocol';
import { GeneralSettings } from './general-settings';
import { type QueueAction, type QueueItem, QueueRow, QueueTable } from './queue-row';
import { QueueSettingsGroup } from './queue-settings-group';
import { QUEUE_REFRESH_MS } from './queue-status';

type QueueState = ResponseOf<'queue.state'>;

export function LocalQueue() {
  const send = useSend();
  const listed = usePolledAnswer<QueueState>(() => send('queue.state', {}), QUEUE_REFRESH_MS);
  const { answer: state, setAnswer: setState, loading, failure, setFailure, load } = listed;
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; caption: string } | null>(null);
  const [permission, setPermission] = useState(telegramPermission(TELEGRAM_API));

  useEffect(() => {
    telegramBase()
      .then((base) => setPermission(telegramPermission(base)))
      .catch(() => {});
  }, []);

  async function act(item: QueueItem, action: QueueAction) {
    // Post now sends at once: Telegram's host permission is asked inside the click (an origin granted answers at once).
    const allowed =
      action === 'postNow' ? browser.permissions.request({ origins: [permission] }) : Promise.resolve(true);
    setBusy(item.id);
    setFailure(undefined);
    try {
      if (!(await allowed.catch(() => false))) throw telegramPermissionRefused();
      const caption = action === 'editCaption' ? editing?.caption : undefined;
      setState(await send('queue.act', { id: item.id, action, ...(caption !== undefined ? { caption } : {}) }));
      if (action === 'editCaption') setEditing(null);
    } catch (e) {
      setFailure(e);
      void load();
    } finally {
      setBusy(null);
    }
  }

  const items = state?.items;
  return (
    <div class="stack">
      <ListState
        loading={loading && state === null}
        error={failure}
        count={items?.length}
        noun={t('queueTable')}
        loadingText={t('queueLoading')}
        emptyText={t('queueEmpty')}
        emptyHint={t('queueEmptyHint')}
        onRetry={load}
      />
      {items && items.length > 0 && (
        <>
          {items.some((i) => i.status === 'missed') && <StatusMessage>{t('queueMissedNote')}</StatusMessage>}
          <QueueTable>
            {items.map((item) => (
              <QueueRow
                key={item.id}
                item={item}
                busy={busy !== null}
                editing={editing?.id === item.id ? editing.caption : null}
                onEdit={(caption) => setEditing({ id: item.id, caption })}
                onAct={(action) => act(item, action)}
              />
            ))}
          </QueueTable>
        </>
      )}
      {state && <Settings state={state} onSaved={setState} />}
    </div>
  );
}

function Settings({ state, onSaved }: { state: QueueState; onSaved: (s: QueueState) => void }) {
  return (
    <>
      {state.destinations.length === 0 ? (
        <StatusMessage>
          {t('queueNoDestinations')} <a href="#destinations">{t('destinationsTitle')}</a>
        </StatusMessage>
      ) : (
        state.destinations.map((d) => <QueueSettingsGroup key={d.id} destination={d} onSaved={onSaved} />)
      )}
      <GeneralSettings state={state} onSaved={onSaved} />
    </>
  );
}
