// The queue's settings for every destination: the time zone its slots are read in and the duplicate guard's window.
import { useState } from 'preact/hooks';
import { ErrorAlert } from '../../../components/error-alert';
import { useSend } from '../../../components/send-context';
import { StatusMessage } from '../../../components/status-message';
import { t } from '../../core/i18n';
import type { ResponseOf } from '../../protocol';

type QueueState = ResponseOf<'queue.state'>;

export function GeneralSettings({ state, onSaved }: { state: QueueState; onSaved: (s: QueueState) => void }) {
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
