// `#queue`: the publish queue. The table Queued posts in time order (when, destination, the caption's first line, its
// state) with Post now, Approve, Reschedule, Edit caption and Remove per row; per Telegram destination a group with
// its slots (Minutes between posts, Active from, Active until), Ask before posting, Mark ended deals in posts and
// Daily digest; the time zone and the duplicate guard's window for all.

import { useEffect, useState } from 'preact/hooks';
import { ErrorAlert } from '../../../components/error-alert';
import { Section } from '../../../components/options/section';
import { useSend } from '../../../components/send-context';
import { StatusChip, type Tone } from '../../../components/status-chip';
import { EmptyState, LoadingMessage, StatusMessage } from '../../../components/status-message';
import { browser } from '../../core/browser';
import { localDateTime } from '../../core/format/date-time';
import { type MessageKey, t } from '../../core/i18n';
import { verdictNote } from '../../post/ui/row-words';
import { TELEGRAM_API, telegramBase, telegramPermission } from '../../posting/telegram-base';
import { telegramPermissionRefused } from '../../posting/ui/telegram-permission';
import type { ResponseOf } from '../../protocol';
import type { QueueStatus } from '../queue-item';
import { QueueSettingsGroup } from './queue-settings-group';

type QueueState = ResponseOf<'queue.state'>;
type Item = QueueState['items'][number];

const STATUS: Record<QueueStatus, { key: MessageKey; tone: Tone }> = {
  waiting: { key: 'queueStatusWaiting', tone: 'neutral' },
  needs_approval: { key: 'queueStatusNeedsApproval', tone: 'warn' },
  posted: { key: 'queueStatusPosted', tone: 'ok' },
  missed: { key: 'queueStatusMissed', tone: 'warn' },
  failed: { key: 'queueStatusFailed', tone: 'danger' },
};

export function QueueSection() {
  return (
    <Section id="queue" title={t('queueTitle')}>
      <Queue />
    </Section>
  );
}

function Queue() {
  const send = useSend();
  const [state, setState] = useState<QueueState | null>(null);
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; caption: string } | null>(null);
  const [permission, setPermission] = useState(telegramPermission(TELEGRAM_API));

  const load = () =>
    send('queue.state', {})
      .then((s) => {
        setState(s);
        setFailure(undefined);
      })
      .catch(setFailure);
  useEffect(() => {
    telegramBase()
      .then((base) => setPermission(telegramPermission(base)))
      .catch(() => {});
    void load();
    const timer = setInterval(load, 30_000);
    return () => clearInterval(timer);
  }, []);

  async function act(item: Item, action: 'postNow' | 'approve' | 'remove' | 'reschedule' | 'editCaption') {
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

  if (state === null) {
    return failure !== undefined ? (
      <ErrorAlert error={failure} onRetry={load} />
    ) : (
      <LoadingMessage>{t('queueLoading')}</LoadingMessage>
    );
  }
  return (
    <div class="stack">
      {failure !== undefined && <ErrorAlert error={failure} onRetry={load} />}
      {state.items.length === 0 ? (
        <EmptyState hint={t('queueEmptyHint')}>{t('queueEmpty')}</EmptyState>
      ) : (
        <>
          {state.items.some((i) => i.status === 'missed') && <StatusMessage>{t('queueMissedNote')}</StatusMessage>}
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
            <tbody>
              {state.items.map((item) => {
                const when = item.postedAt ?? item.slotAt ?? item.createdAt;
                const status = STATUS[item.status];
                const canEdit = item.status === 'waiting' || item.status === 'needs_approval';
                const isEditing = editing?.id === item.id;
                return (
                  <tr key={item.id}>
                    <td data-label={t('queueColWhen')}>{localDateTime(when)}</td>
                    <td data-label={t('queueColDestination')}>{item.destinationName}</td>
                    <td data-label={t('queueColCaption')}>
                      {isEditing ? (
                        <textarea
                          rows={5}
                          aria-label={t('queueCaptionOf', localDateTime(when))}
                          value={editing.caption}
                          onInput={(e) => setEditing({ id: item.id, caption: e.currentTarget.value })}
                        />
                      ) : (
                        item.title
                      )}
                      {item.verdict && item.verdict.outcome !== 'earns' && (
                        <p class="hint verdict">{verdictNote(item.verdict)}</p>
                      )}
                      {item.status === 'failed' && item.failure && (
                        <p class="hint">{t('queueFailedBecause', item.failure)}</p>
                      )}
                    </td>
                    <td data-label={t('queueColState')}>
                      <StatusChip word={t(status.key)} tone={status.tone} />
                    </td>
                    <td data-label={t('queueColActions')}>
                      <div class="actions">
                        {item.status !== 'posted' && (
                          <button type="button" disabled={busy !== null} onClick={() => act(item, 'postNow')}>
                            {t('queuePostNow')}
                          </button>
                        )}
                        {item.status === 'needs_approval' && (
                          <button type="button" disabled={busy !== null} onClick={() => act(item, 'approve')}>
                            {t('queueApprove')}
                          </button>
                        )}
                        {(item.status === 'missed' || item.status === 'failed') && (
                          <button type="button" disabled={busy !== null} onClick={() => act(item, 'reschedule')}>
                            {t('queueReschedule')}
                          </button>
                        )}
                        {canEdit &&
                          (isEditing ? (
                            <button type="button" disabled={busy !== null} onClick={() => act(item, 'editCaption')}>
                              {t('queueSaveCaption')}
                            </button>
                          ) : (
                            <button type="button" onClick={() => setEditing({ id: item.id, caption: item.caption })}>
                              {t('queueEditCaption')}
                            </button>
                          ))}
                        <button type="button" disabled={busy !== null} onClick={() => act(item, 'remove')}>
                          {t('queueRemove')}
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
      {state.destinations.length === 0 ? (
        <StatusMessage>
          {t('queueNoDestinations')} <a href="#destinations">{t('destinationsTitle')}</a>
        </StatusMessage>
      ) : (
        state.destinations.map((d) => (
          <QueueSettingsGroup key={d.id} destination={d} onSaved={(next) => setState(next)} />
        ))
      )}
      <GeneralSettings state={state} onSaved={setState} />
    </div>
  );
}

function GeneralSettings({ state, onSaved }: { state: QueueState; onSaved: (s: QueueState) => void }) {
  const send = useSend();
  const [timeZone, setTimeZone] = useState(state.timeZone);
  const [hours, setHours] = useState(String(state.duplicateHours));
  const [failure, setFailure] = useState<unknown>();
  const [saved, setSaved] = useState(false);

  async function save(e: Event) {
    e.preventDefault();
    setSaved(false);
    setFailure(undefined);
    try {
      onSaved(await send('queue.settings', { timeZone: timeZone.trim(), duplicateHours: Number(hours.trim()) }));
      setSaved(true);
    } catch (error) {
      setFailure(error);
    }
  }

  return (
    <form class="stack" onSubmit={save}>
      <div class="field">
        <label for="queue-time-zone">{t('queueTimeZone')}</label>
        <input id="queue-time-zone" type="text" value={timeZone} onInput={(e) => setTimeZone(e.currentTarget.value)} />
      </div>
      <div class="field">
        <label for="queue-duplicate-hours">{t('queueDuplicateHours')}</label>
        <input
          id="queue-duplicate-hours"
          type="text"
          inputMode="numeric"
          value={hours}
          onInput={(e) => setHours(e.currentTarget.value)}
        />
      </div>
      <div class="actions">
        <button type="submit">{t('queueSaveGeneral')}</button>
      </div>
      {saved && <StatusMessage>{t('queueGeneralSaved')}</StatusMessage>}
      {failure !== undefined && <ErrorAlert error={failure} />}
    </form>
  );
}
