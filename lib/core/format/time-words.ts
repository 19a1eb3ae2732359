// Times and dates in the sentences of errors: shared by the API client's messages and the pages that add to them.
import { t } from '../i18n';
import { apiInstant } from './api-time';

/** "2025-01-02T00:00:00Z" (or zone-less, read as UTC) -> "2025-01-02 00:00 UTC"; anything unparsable as sent. */
export function utcTime(timestamp: string): string {
  const ms = apiInstant(timestamp);
  if (Number.isNaN(ms)) return timestamp;
  const iso = new Date(ms).toISOString();
  return t('apiUtcDateTime', iso.slice(0, 10), iso.slice(11, 16));
}

/** "You can request access again on 2025-06-01." */
export function reapplySentence(date: string): string {
  return t('apiReapplyDate', date);
}

/** "2025-01-02T00:00:00Z" -> "2 Jan, 05:30 GMT+5:30": the moment in the publisher's own time zone (the browser's). */
export function localZoneTime(timestamp: string): string {
  const ms = Date.parse(timestamp);
  if (Number.isNaN(ms)) return timestamp;
  return new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(new Date(ms));
}
