// The sales alerts' settings, in their own `browser.storage.local` record (apart from the general settings).

import { localValidationError } from '../api/errors';
import { t } from '../i18n';
import { readLocal, watchLocal, writeLocal } from '../storage/local-record';
import { NOTIFY_KINDS, type NotifyKind } from './changes';

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

export async function getSalesSettings(): Promise<SalesSettings> {
  return parseSalesSettings(await readLocal(SALES_SETTINGS_RECORD));
}

export async function setSalesSettings(patch: Partial<SalesSettings>): Promise<SalesSettings> {
  const minutes = patch.intervalMinutes;
  if (minutes !== undefined && !validMinutes(minutes)) {
    throw localValidationError(
      'intervalMinutes',
      t('salesIntervalInvalid', SYNC_INTERVAL_MINUTES.min, SYNC_INTERVAL_MINUTES.max),
    );
  }
  const next = { ...(await getSalesSettings()), ...patch };
  next.notify = NOTIFY_KINDS.filter((k) => next.notify.includes(k));
  await writeLocal(SALES_SETTINGS_RECORD, next);
  return next;
}

export function watchSalesSettings(listener: (next: SalesSettings, previous: SalesSettings) => void): () => void {
  return watchLocal(SALES_SETTINGS_RECORD, (next, previous) =>
    listener(parseSalesSettings(next), parseSalesSettings(previous)),
  );
}

function validMinutes(m: unknown): m is number {
  return (
    typeof m === 'number' && Number.isInteger(m) && m >= SYNC_INTERVAL_MINUTES.min && m <= SYNC_INTERVAL_MINUTES.max
  );
}

function parseSalesSettings(raw: unknown): SalesSettings {
  const r = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return {
    enabled: typeof r.enabled === 'boolean' ? r.enabled : DEFAULT_SALES_SETTINGS.enabled,
    notify: Array.isArray(r.notify)
      ? NOTIFY_KINDS.filter((k) => (r.notify as unknown[]).includes(k))
      : [...DEFAULT_SALES_SETTINGS.notify],
    intervalMinutes: validMinutes(r.intervalMinutes) ? r.intervalMinutes : DEFAULT_SALES_SETTINGS.intervalMinutes,
  };
}
