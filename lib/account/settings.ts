// The person's settings, in `browser.storage.local` next to (but apart from) the account record.

import { localValidationError } from '../core/api/errors';
import { t } from '../core/i18n';
import type { Settings } from '../core/model';
import { boolean, defineRecord, fieldsOf, integerIn } from '../core/storage/local-record';

export const DEFAULT_SETTINGS: Readonly<Settings> = { preferShortLink: false, indexRefreshHours: 6 };
/** Allowed hours between campaign index refreshes: at most once an hour, at least once a week. */
export const INDEX_REFRESH_HOURS = { min: 1, max: 168 } as const;

const hours = integerIn(INDEX_REFRESH_HOURS.min, INDEX_REFRESH_HOURS.max);

export const settingsRecord = defineRecord(
  'settings',
  fieldsOf<Settings>(DEFAULT_SETTINGS, { preferShortLink: boolean, indexRefreshHours: hours }),
);

export async function getSettings(): Promise<Settings> {
  return settingsRecord.get();
}

/** Merges `patch` into the saved settings; throws a local validation error for an out-of-range value. */
export async function setSettings(patch: Partial<Settings>): Promise<Settings> {
  if (patch.preferShortLink !== undefined && typeof patch.preferShortLink !== 'boolean') {
    throw localValidationError('preferShortLink', t('libPreferShortLinkInvalid'));
  }
  if (patch.indexRefreshHours !== undefined && hours(patch.indexRefreshHours) === undefined) {
    throw localValidationError(
      'indexRefreshHours',
      t('libRefreshHoursInvalid', INDEX_REFRESH_HOURS.min, INDEX_REFRESH_HOURS.max),
    );
  }
  const next: Settings = { ...(await getSettings()) };
  if (patch.preferShortLink !== undefined) next.preferShortLink = patch.preferShortLink;
  if (patch.indexRefreshHours !== undefined) next.indexRefreshHours = patch.indexRefreshHours;
  await settingsRecord.set(next);
  return next;
}

/** Calls `listener` whenever the settings change, in whichever extension context listens. */
export function watchSettings(listener: (next: Settings, previous: Settings) => void): () => void {
  return settingsRecord.watch(listener);
}
