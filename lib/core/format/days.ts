// Calendar days as `YYYY-MM-DD` strings in UTC, the API's dates: arithmetic for filter and report defaults.
import { dayNumber, utcDay } from '../api/dates';

const DAY_MS = 86_400_000;

export function addDays(date: string, days: number): string {
  return utcDay(new Date((dayNumber(date)! + days) * DAY_MS));
}

/** The UTC day before `now` (the API's reports and lists end "yesterday" by default). */
export function yesterday(now: Date): string {
  return addDays(utcDay(now), -1);
}

/** Whether `date` (a real day) comes after today in UTC. */
export function isFutureDay(date: string, now: Date): boolean {
  return date > utcDay(now);
}
