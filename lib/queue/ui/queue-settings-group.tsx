// One destination's queue settings: a group named after the destination. What was typed stays when saving fails.
import { useState } from 'preact/hooks';
import { ErrorAlert } from '../../../components/error-alert';
import { useSend } from '../../../components/send-context';
import { StatusMessage } from '../../../components/status-message';
import { t } from '../../core/i18n';
import type { ResponseOf } from '../../protocol';

type QueueState = ResponseOf<'queue.state'>;
type DestinationSettings = QueueState['destinations'][number];

export function QueueSettingsGroup({
  destination,
  onSaved,
}: {
  destination: DestinationSettings;
  onSaved: (state: QueueState) => void;
}) {
  const send = useSend();
  const s = destination.settings;
  const [minutes, setMinutes] = useState(String(s.minutesBetween));
  const [from, setFrom] = useState(s.activeFrom);
  const [until, setUntil] = useState(s.activeUntil);
  const [ask, setAsk] = useState(s.askBeforePosting);
  const [markEnded, setMarkEnded] = useState(s.markEnded);
  const [digest, setDigest] = useState(s.digest);
  const [digestAt, setDigestAt] = useState(s.digestAt);
  const [failure, setFailure] = useState<unknown>();
  const [saved, setSaved] = useState(false);
  const id = (name: string) => `queue-${destination.id}-${name}`;
  const legend = id('legend');

  async function save(e: Event) {
    e.preventDefault();
    setSaved(false);
    setFailure(undefined);
    const minutesBetween = /^\d+$/.test(minutes.trim()) ? Number(minutes.trim()) : Number.NaN;
    try {
      onSaved(
        await send('queue.settings', {
          destinationId: destination.id,
          settings: {
            minutesBetween: Number.isNaN(minutesBetween) ? 0 : minutesBetween,
            activeFrom: from,
            activeUntil: until,
            askBeforePosting: ask,
            markEnded,
            digest,
            digestAt,
          },
        }),
      );
      setSaved(true);
    } catch (error) {
      setFailure(error);
    }
  }

  const check = (name: string, label: string, value: boolean, set: (v: boolean) => void) => (
    <div class="row">
      <input id={id(name)} type="checkbox" checked={value} onChange={(e) => set(e.currentTarget.checked)} />
      <label for={id(name)}>{label}</label>
    </div>
  );

  return (
    <form onSubmit={save}>
      <fieldset class="stack" aria-labelledby={legend}>
        <legend id={legend}>{destination.name}</legend>
        <div class="field">
          <label for={id('minutes')}>{t('queueMinutesBetween')}</label>
          <input
            id={id('minutes')}
            type="text"
            inputMode="numeric"
            value={minutes}
            onInput={(e) => setMinutes(e.currentTarget.value)}
          />
        </div>
        <div class="field">
          <label for={id('from')}>{t('queueActiveFrom')}</label>
          <input id={id('from')} type="time" value={from} onInput={(e) => setFrom(e.currentTarget.value)} />
        </div>
        <div class="field">
          <label for={id('until')}>{t('queueActiveUntil')}</label>
          <input id={id('until')} type="time" value={until} onInput={(e) => setUntil(e.currentTarget.value)} />
        </div>
        {check('ask', t('queueAskBeforePosting'), ask, setAsk)}
        {check('ended', t('queueMarkEnded'), markEnded, setMarkEnded)}
        <p class="hint">{t('queueMarkEndedHint')}</p>
        {check('digest', t('queueDailyDigest'), digest, setDigest)}
        {digest && (
          <div class="field">
            <label for={id('digest-at')}>{t('queueDigestAt')}</label>
            <input
              id={id('digest-at')}
              type="time"
              value={digestAt}
              onInput={(e) => setDigestAt(e.currentTarget.value)}
            />
          </div>
        )}
        <div class="actions">
          <button type="submit">{t('queueSaveSettings')}</button>
        </div>
        {saved && <StatusMessage>{t('queueSettingsSaved', destination.name)}</StatusMessage>}
        {failure !== undefined && <ErrorAlert error={failure} />}
      </fieldset>
    </form>
  );
}
