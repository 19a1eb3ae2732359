// The sales alerts' settings, in their own `browser.storage.local` record (apart from the general settings).

import { localValidationError } from '../core/api/errors';
import { t } from '../core/i18n';
import { boolean, defineRecord, fieldsOf, integerIn } from '../core/storage/local-record';
import { NOTIFY_KINDS, type NotifyKind } from './notify-kinds';

export const SALES_SETTINGS_RECORD = 'salesSettings';

export interface SalesSettings {
  /** Sales alerts: sync on a schedule and notify. Off: no request for sales at all. */
  enabled: boolean;
  /** The changes that make a notification. */
  notify: NotifyKind[];
  /** Minutes between scheduled syncs. */
  intervalMinutes: number;
}

export const SYNC_INTERVAL_MINUTES = { min: 5, max: 1440 } as const;

export const DEFAULT_SALES_SETTINGS: Readonly<SalesSettings> = {
  enabled: false,
  notify: ['new', 'validated', 'rejected', 'paid'],
  intervalMinutes: 15,
};

const minutes = integerIn(SYNC_INTERVAL_MINUTES.min, SYNC_INTERVAL_MINUTES.max);

export const salesSettingsRecord = defineRecord(
  SALES_SETTINGS_RECORD,
  fieldsOf<SalesSettings>(DEFAULT_SALES_SETTINGS, {
    enabled: boolean,
    notify: (v) => (Array.isArray(v) ? NOTIFY_KINDS.filter((k) => v.includes(k)) : undefined),
    intervalMinutes: minutes,
  }),
);

export function getSalesSettings(): Promise<SalesSettings> {
  return salesSettingsRecord.get();
}

export async function setSalesSettings(patch: Partial<SalesSettings>): Promise<SalesSettings> {
  if (patch.intervalMinutes !== undefined && minutes(patch.intervalMinutes) === undefined) {
    throw localValidationError(
      'intervalMinutes',
      t('salesIntervalInvalid', SYNC_INTERVAL_MINUTES.min, SYNC_INTERVAL_MINUTES.max),
    );
  }
  const next = { ...(await getSalesSettings()), ...patch };
  next.notify = NOTIFY_KINDS.filter((k) => next.notify.includes(k));
  await salesSettingsRecord.set(next);
  return next;
}

export function watchSalesSettings(listener: (next: SalesSettings, previous: SalesSettings) => void): () => void {
  return salesSettingsRecord.watch(listener);
}
