// One way to write a moment on the options pages: the API's dates are `YYYY-MM-DD`, so a time the extension shows
// (a link taken, the last sync, when the index was made) is that date and the browser's local hour and minute,
// "2026-11-26 09:05", never the locale's own order beside them ("26/11/2026, 09:05:00").
import { apiInstant } from './api-time';

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch milliseconds or an ISO 8601 string -> "YYYY-MM-DD HH:MM" in the browser's time zone (as sent if unreadable). */
export function localDateTime(value: number | string): string {
  const d = new Date(typeof value === 'string' ? apiInstant(value) : value);
  if (Number.isNaN(d.getTime())) return String(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
