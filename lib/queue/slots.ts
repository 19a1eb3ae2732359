// A destination's time slots: every `minutesBetween` minutes from the start of its active hours, in the publisher's
// time zone (hours may cross midnight, 22:00–02:00). A slot is free when no post of the destination is closer to it
// than `minutesBetween`, so there is at most one post a slot and posts stay that far apart even after the settings
// change; and when the chat would not get a 20th message within a minute of it (Telegram's limit for one chat).
import { addDays, isTimeZone, parseClock, zonedInstant, zonedParts } from './zoned-time';

export interface SlotSettings {
  /** Whole minutes, 1 to 1440. */
  minutesBetween: number;
  /** "HH:MM" in `timeZone`; the hours run from `activeFrom` to `activeUntil`, the same value meaning all day. */
  activeFrom: string;
  activeUntil: string;
  /** IANA name, e.g. Asia/Kolkata. */
  timeZone: string;
}

export interface ActiveWindow {
  start: number;
  end: number;
}

export const CHAT_MAX_PER_MINUTE = 20;
const MINUTE = 60_000;
/** How far ahead a free slot is looked for before giving up. */
const SEARCH_DAYS = 400;

export type SlotSettingsProblem = 'minutes_between' | 'active_from' | 'active_until' | 'time_zone';

export function slotSettingsProblem(s: SlotSettings): SlotSettingsProblem | null {
  if (!Number.isInteger(s.minutesBetween) || s.minutesBetween < 1 || s.minutesBetween > 1440) return 'minutes_between';
  if (parseClock(s.activeFrom) === null) return 'active_from';
  if (parseClock(s.activeUntil) === null) return 'active_until';
  if (!isTimeZone(s.timeZone)) return 'time_zone';
  return null;
}

function checked(s: SlotSettings): { from: number; until: number } {
  const problem = slotSettingsProblem(s);
  if (problem) throw new RangeError(`Queue settings: ${problem} is not valid`);
  return { from: parseClock(s.activeFrom) as number, until: parseClock(s.activeUntil) as number };
}

/** The active windows that end after `after`, in order (the one `after` is in first), for up to `days` days. */
export function* activeWindows(settings: SlotSettings, after: number, days = SEARCH_DAYS): Generator<ActiveWindow> {
  const { from, until } = checked(settings);
  const today = zonedParts(after, settings.timeZone);
  // Yesterday's window may cross midnight into today.
  for (let d = -1; d <= days; d++) {
    const date = addDays(today, d);
    const start = zonedInstant(date, from, settings.timeZone);
    const end =
      until > from
        ? zonedInstant(date, until, settings.timeZone)
        : zonedInstant(addDays(date, 1), until, settings.timeZone);
    if (end > after && end > start) yield { start, end };
  }
}

/** Whether `at` falls within the active hours. */
export function isActive(settings: SlotSettings, at: number): boolean {
  for (const w of activeWindows(settings, at, 1)) if (w.start <= at && at < w.end) return true;
  return false;
}

/** Index of the first value in sorted `values` that is >= `x`. */
function lowerBound(values: readonly number[], x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((values[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How many of sorted `values` lie strictly between `low` and `high`. */
function countBetween(values: readonly number[], low: number, high: number): number {
  return lowerBound(values, high) - lowerBound(values, low + 1);
}

export interface SlotRequest {
  settings: SlotSettings;
  /** When the destination's other posts go (or went): queued slots and recent posts. */
  taken: readonly number[];
  /** Every message the chat got or will get (all destinations, posts sent at once too), for the 20-a-minute limit. */
  chatSends?: readonly number[];
  now: number;
}

/** The first free slot at or after `now`, or null when none is free in the next 400 days. */
export function nextFreeSlot({ settings, taken, chatSends = [], now }: SlotRequest): number | null {
  const gap = settings.minutesBetween * MINUTE;
  const mine = [...taken].sort((a, b) => a - b);
  const chat = [...chatSends].sort((a, b) => a - b);
  for (const w of activeWindows(settings, now)) {
    let k = Math.max(0, Math.ceil((now - w.start) / gap));
    for (let slot = w.start + k * gap; slot < w.end; slot = w.start + k * gap) {
      const near = lowerBound(mine, slot - gap + 1);
      const clash = near < mine.length && (mine[near] as number) < slot + gap ? (mine[near] as number) : null;
      if (clash !== null) {
        // Skip every slot this post is too close to.
        k = Math.max(k + 1, Math.ceil((clash + gap - w.start) / gap));
        continue;
      }
      // Conservative: fewer than 20 other messages within a minute either side.
      if (countBetween(chat, slot - MINUTE, slot + MINUTE) < CHAT_MAX_PER_MINUTE) return slot;
      k++;
    }
  }
  return null;
}

/** Slots for `count` new posts of one destination, in order, each taking the first free one after the last. */
export function assignSlots(count: number, request: SlotRequest): number[] {
  const taken = [...request.taken];
  const chatSends = [...(request.chatSends ?? [])];
  const slots: number[] = [];
  for (let i = 0; i < count; i++) {
    const slot = nextFreeSlot({ ...request, taken, chatSends });
    if (slot === null) break;
    slots.push(slot);
    taken.push(slot);
    chatSends.push(slot);
  }
  return slots;
}

/** How long to wait before one more message may go to a chat that got `sent` (times), at `at`: 0 when at once. */
export function chatSendDelay(sent: readonly number[], at: number): number {
  const recent = sent.filter((t) => t > at - MINUTE && t <= at).sort((a, b) => a - b);
  if (recent.length < CHAT_MAX_PER_MINUTE) return 0;
  return (recent[recent.length - CHAT_MAX_PER_MINUTE] as number) + MINUTE - at;
}
