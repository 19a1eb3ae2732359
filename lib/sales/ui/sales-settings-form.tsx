// Sales alerts on or off, the kinds of change to be told about, Sync now and how the last sync went.

import { ErrorAlert } from '../../../components/error-alert';
import { CheckboxField } from '../../../components/list/field';
import { localDateTime } from '../../core/format/date-time';
import { t } from '../../core/i18n';
import type { SalesStatus } from '../../protocol';
import { NOTIFY_KINDS, type NotifyKind } from '../notify-kinds';
import type { SalesSettings } from '../settings';

const KIND_WORDS = {
  new: 'salesKindNew',
  validated: 'salesKindValidated',
  payable: 'salesKindPayable',
  rejected: 'salesKindRejected',
  paid: 'salesKindPaid',
} as const;

interface Props {
  status: SalesStatus;
  busy: boolean;
  error: unknown;
  onChange: (patch: Partial<SalesSettings>) => void;
  onSyncNow: () => void;
}

export function SalesSettingsForm({ status, busy, error, onChange, onSyncNow }: Props) {
  const { settings } = status;
  const toggleKind = (kind: NotifyKind, on: boolean) =>
    onChange({ notify: on ? [...settings.notify, kind] : settings.notify.filter((k) => k !== kind) });
  return (
    <div class="stack sales-settings">
      <CheckboxField
        label={t('salesAlerts')}
        hint={t('salesAlertsHint', settings.intervalMinutes)}
        checked={settings.enabled}
        onChange={(enabled) => onChange({ enabled })}
      />
      <fieldset class="sales-kinds" disabled={!settings.enabled}>
        <legend>{t('salesNotifyMeAbout')}</legend>
        {NOTIFY_KINDS.map((kind) => (
          <label key={kind}>
            <input
              type="checkbox"
              checked={settings.notify.includes(kind)}
              onChange={(e) => toggleKind(kind, e.currentTarget.checked)}
            />{' '}
            {t(KIND_WORDS[kind])}
          </label>
        ))}
      </fieldset>
      <div class="actions">
        <button type="button" class="primary" disabled={!settings.enabled || busy} onClick={onSyncNow}>
          {t('salesSyncNow')}
        </button>
        {(busy || status.running) && (
          <span class="hint" role="status">
            {t('salesSyncing')}
          </span>
        )}
        {!settings.enabled && <span class="hint">{t('salesTurnOnFirst')}</span>}
      </div>
      <p class="sales-last-sync">
        <span id="sales-last-sync-label">{t('salesLastSync')}</span>:{' '}
        <output aria-labelledby="sales-last-sync-label">{lastSyncText(status)}</output>
      </p>
      {status.skipped > 0 && <p class="hint">{t('salesLastSyncSkipped', status.skipped)}</p>}
      {error !== null && <ErrorAlert error={error} />}
    </div>
  );
}

function lastSyncText({ lastSync, count }: SalesStatus): string {
  if (!lastSync) return t('salesLastSyncNever');
  const when = localDateTime(lastSync.at);
  return lastSync.ok ? t('salesLastSyncOk', when, count) : t('salesLastSyncFailed', when, lastSync.message);
}
