// The link history's settings, in their own `browser.storage.local` record.
import { boolean, defineRecord, fieldsOf } from '../core/storage/local-record';

export const HISTORY_SETTINGS_RECORD = 'historySettings';

export interface HistorySettings {
  /** Keep link history: off, nothing is recorded. */
  keep: boolean;
  /** Track earnings per link: a new link gets a tag in Sub ID 5 when Sub ID 5 is empty. */
  trackEarnings: boolean;
}

export const DEFAULT_HISTORY_SETTINGS: Readonly<HistorySettings> = { keep: true, trackEarnings: false };

export const historySettingsRecord = defineRecord(
  HISTORY_SETTINGS_RECORD,
  fieldsOf<HistorySettings>(DEFAULT_HISTORY_SETTINGS, { keep: boolean, trackEarnings: boolean }),
);

export function getHistorySettings(): Promise<HistorySettings> {
  return historySettingsRecord.get();
}

export async function setHistorySettings(patch: Partial<HistorySettings>): Promise<HistorySettings> {
  const next = { ...(await getHistorySettings()), ...patch };
  await historySettingsRecord.set(next);
  return next;
}
