// The person's settings, in `browser.storage.local` next to (but apart from) the account record.

import { localValidationError } from '../api/errors';
import { t } from '../i18n';
import type { Settings } from '../model';
import { readLocal, watchLocal, writeLocal } from '../storage/local-record';

const STORAGE_KEY = 'settings';

export const DEFAULT_SETTINGS: Readonly<Settings> = { preferShortLink: false, indexRefreshHours: 6 };
/** Allowed hours between campaign index refreshes: at most once an hour, at least once a week. */
export const INDEX_REFRESH_HOURS = { min: 1, max: 168 } as const;

export async function getSettings(): Promise<Settings> {
  return parseSettings(await readLocal(STORAGE_KEY));
}

/** Merges `patch` into the saved settings; throws a local validation error for an out-of-range value. */
export async function setSettings(patch: Partial<Settings>): Promise<Settings> {
  if (patch.preferShortLink !== undefined && typeof patch.preferShortLink !== 'boolean') {
    throw localValidationError('preferShortLink', t('libPreferShortLinkInvalid'));
  }
  const hours = patch.indexRefreshHours;
  if (hours !== undefined && !validHours(hours)) {
    throw localValidationError(
      'indexRefreshHours',
      t('libRefreshHoursInvalid', INDEX_REFRESH_HOURS.min, INDEX_REFRESH_HOURS.max),
    );
  }
  const next: Settings = { ...(await getSettings()) };
  if (patch.preferShortLink !== undefined) next.preferShortLink = patch.preferShortLink;
  if (hours !== undefined) next.indexRefreshHours = hours;
  await writeLocal(STORAGE_KEY, next);
  return next;
}

/** Calls `listener` whenever the settings change, in whichever extension context listens. */
export function watchSettings(listener: (next: Settings, previous: Settings) => void): () => void {
  return watchLocal(STORAGE_KEY, (next, previous) => listener(parseSettings(next), parseSettings(previous)));
}

function validHours(h: unknown): h is number {
  return typeof h === 'number' && Number.isInteger(h) && h >= INDEX_REFRESH_HOURS.min && h <= INDEX_REFRESH_HOURS.max;
}

function parseSettings(raw: unknown): Settings {
  const r = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return {
    preferShortLink: typeof r.preferShortLink === 'boolean' ? r.preferShortLink : DEFAULT_SETTINGS.preferShortLink,
    indexRefreshHours: validHours(r.indexRefreshHours) ? r.indexRefreshHours : DEFAULT_SETTINGS.indexRefreshHours,
  };
}
