// A destination's queue settings and the team's, as plain data with their defaults and reader: no storage, so the
// relay (relay/) reads and checks them by the same rules as the extension (queue-settings.ts keeps them in storage).
import { DUPLICATE_WINDOW_HOURS } from './duplicate-guard';
import type { SlotSettings } from './slots';
import { parseClock } from './zoned-time';

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

/** Whole hours, 0 to DUPLICATE_HOURS_MAX; anything else is the default window. */
export function readDuplicateHours(hours: unknown): number {
  return typeof hours === 'number' && Number.isInteger(hours) && hours >= 0 && hours <= DUPLICATE_HOURS_MAX
    ? hours
    : DUPLICATE_WINDOW_HOURS;
}

export function readDestinationSettings(raw: unknown): DestinationQueueSettings {
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

export function destinationSettings(settings: QueueSettings, destinationId: string): DestinationQueueSettings {
  return settings.destinations[destinationId] ?? DEFAULT_DESTINATION_SETTINGS;
}

/** What the slots need of one destination's settings in the team's (or the publisher's) time zone. */
export function slotSettingsFor(d: DestinationQueueSettings, timeZone: string): SlotSettings {
  return { minutesBetween: d.minutesBetween, activeFrom: d.activeFrom, activeUntil: d.activeUntil, timeZone };
}

export function slotSettingsOf(settings: QueueSettings, destinationId: string): SlotSettings {
  return slotSettingsFor(destinationSettings(settings, destinationId), settings.timeZone);
}
