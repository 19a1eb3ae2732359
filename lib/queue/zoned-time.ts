// Wall-clock times in an IANA time zone and the instants they name, with Intl only (no time-zone data of our own),
// so summer time follows the browser's own rules.

export interface LocalDate {
  year: number;
  month: number; // 1–12
  day: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** True when the browser knows `timeZone` (an IANA name such as Asia/Kolkata). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `timeZone` at the instant `ms`. */
export function zonedParts(ms: number, timeZone: string): LocalDate & { minutes: number; seconds: number } {
  const parts: Record<string, number> = {};
  for (const p of formatFor(timeZone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year as number,
    month: parts.month as number,
    day: parts.day as number,
    minutes: (parts.hour as number) * 60 + (parts.minute as number),
    seconds: parts.second as number,
  };
}

/** How far `timeZone`'s wall clock is ahead of UTC at the instant `ms`, in milliseconds (whole seconds). */
function offsetAt(ms: number, timeZone: string): number {
  const p = zonedParts(ms, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, 0, p.minutes, p.seconds);
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant the wall clock in `timeZone` shows `minutes` after midnight of `date`. A time skipped when clocks go
 * forward is read after the jump (02:30 on a spring-forward night is 03:30); a time shown twice when they go back
 * is its first showing.
 */
export function zonedInstant(date: LocalDate, minutes: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  // The offsets a few hours either side cover any change near this wall time; the earlier candidate first.
  const offsets = [...new Set([offsetAt(wall - 86_400_000 / 2, timeZone), offsetAt(wall + 86_400_000 / 2, timeZone)])];
  const exact = offsets
    .map((offset) => wall - offset)
    .filter((ms) => wall - offsetAt(ms, timeZone) === ms)
    .sort((a, b) => a - b);
  if (exact.length > 0) return exact[0] as number;
  // In a gap (clocks went forward, so the offset grew): the wall time, read with the offset before the jump, lands
  // as far after the jump as it was meant to be after the last minute before it.
  return wall - Math.min(...offsets);
}

/** The calendar date `days` after `date`. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** "HH:MM" (00:00–23:59) -> minutes after midnight; null for anything else. */
export function parseClock(text: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}
