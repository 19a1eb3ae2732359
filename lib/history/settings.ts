// The link history's settings, in their own `browser.storage.local` record.
import { readLocal, writeLocal } from '../storage/local-record';

export const HISTORY_SETTINGS_RECORD = 'historySettings';

export interface HistorySettings {
  /** Keep link history: off, nothing is recorded. */
  keep: boolean;
  /** Track earnings per link: a new link gets a tag in Sub ID 5 when Sub ID 5 is empty. */
  trackEarnings: boolean;
}

export const DEFAULT_HISTORY_SETTINGS: Readonly<HistorySettings> = { keep: true, trackEarnings: false };

export async function getHistorySettings(): Promise<HistorySettings> {
  return parseHistorySettings(await readLocal(HISTORY_SETTINGS_RECORD));
}

export async function setHistorySettings(patch: Partial<HistorySettings>): Promise<HistorySettings> {
  const next = { ...(await getHistorySettings()), ...patch };
  await writeLocal(HISTORY_SETTINGS_RECORD, next);
  return next;
}

function parseHistorySettings(raw: unknown): HistorySettings {
  const r = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return {
    keep: typeof r.keep === 'boolean' ? r.keep : DEFAULT_HISTORY_SETTINGS.keep,
    trackEarnings: typeof r.trackEarnings === 'boolean' ? r.trackEarnings : DEFAULT_HISTORY_SETTINGS.trackEarnings,
  };
}
