// The queue's settings in storage.local: per destination its slots (minutes between posts, active hours), Ask before
// posting, Mark ended deals in posts and the daily digest; for all, the publisher's time zone and the duplicate
// guard's window. Types and the reader only (no zod): the background changes them through `queue.settings`.
import { defineRecord } from '../core/storage/local-record';
import { DUPLICATE_WINDOW_HOURS } from './duplicate-guard';
import { QUEUE_SETTINGS_RECORD } from './queue-keys';
import type { SlotSettings } from './slots';
import { isTimeZone, parseClock } from './zoned-time';

export interface DestinationQueueSettings {
  minutesBetween: number;
  activeFrom: string;
  activeUntil: string;
  askBeforePosting: boolean;
  markEnded: boolean;
  digest: boolean;
  /** "HH:MM" in the time zone: when the day's digest goes out. */
  digestAt: string;
}

export interface QueueSettings {
  /** IANA name; the browser's own zone until the person chooses. */
  timeZone: string;
  duplicateHours: number;
  destinations: Record<string, DestinationQueueSettings>;
}

export const DEFAULT_DESTINATION_SETTINGS: DestinationQueueSettings = {
  minutesBetween: 30,
  activeFrom: '09:00',
  activeUntil: '21:00',
  askBeforePosting: false,
  markEnded: false,
  digest: false,
  digestAt: '21:00',
};

export const DUPLICATE_HOURS_MAX = 24 * 30;

function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function readDestinationSettings(raw: unknown): DestinationQueueSettings {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const d = DEFAULT_DESTINATION_SETTINGS;
  const clock = (v: unknown, fallback: string) => (typeof v === 'string' && parseClock(v) !== null ? v : fallback);
  const minutes = r.minutesBetween;
  return {
    minutesBetween:
      typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 1 && minutes <= 1440
        ? minutes
        : d.minutesBetween,
    activeFrom: clock(r.activeFrom, d.activeFrom),
    activeUntil: clock(r.activeUntil, d.activeUntil),
    askBeforePosting: r.askBeforePosting === true,
    markEnded: r.markEnded === true,
    digest: r.digest === true,
    digestAt: clock(r.digestAt, d.digestAt),
  };
}

export const queueSettingsRecord = defineRecord(QUEUE_SETTINGS_RECORD, (raw): QueueSettings => {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const hours = r.duplicateHours;
  const destinations: Record<string, DestinationQueueSettings> = {};
  if (r.destinations && typeof r.destinations === 'object') {
    for (const [id, value] of Object.entries(r.destinations)) destinations[id] = readDestinationSettings(value);
  }
  return {
    timeZone: typeof r.timeZone === 'string' && isTimeZone(r.timeZone) ? r.timeZone : browserZone(),
    duplicateHours:
      typeof hours === 'number' && Number.isInteger(hours) && hours >= 0 && hours <= DUPLICATE_HOURS_MAX
        ? hours
        : DUPLICATE_WINDOW_HOURS,
    destinations,
  };
});

export function destinationSettings(settings: QueueSettings, destinationId: string): DestinationQueueSettings {
  return settings.destinations[destinationId] ?? DEFAULT_DESTINATION_SETTINGS;
}

export function slotSettingsOf(settings: QueueSettings, destinationId: string): SlotSettings {
  const d = destinationSettings(settings, destinationId);
  return {
    minutesBetween: d.minutesBetween,
    activeFrom: d.activeFrom,
    activeUntil: d.activeUntil,
    timeZone: settings.timeZone,
  };
}
