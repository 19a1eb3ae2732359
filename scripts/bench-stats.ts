// The benchmark's arithmetic: each figure with its spread, ratios of opens timed side by side, the verdict against
// the stand-in worker, and the previous run's figures kept beside the new ones (`npm run bench`, scripts/bench.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A figure over its samples: its median and how far they ranged. */
export interface Spread {
  min: number;
  median: number;
  max: number;
  n: number;
}

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** min, median and max of the samples (NaN for none, and samples that are not numbers left out). */
export function spread(xs: readonly number[]): Spread {
  const finite = xs.filter((x) => Number.isFinite(x));
  if (finite.length === 0) return { min: Number.NaN, median: Number.NaN, max: Number.NaN, n: 0 };
  return { min: Math.min(...finite), median: median(finite), max: Math.max(...finite), n: finite.length };
}

/**
 * The ratio of two kinds of open timed in the same rounds (a cold open and the warm one beside it, ours and the
 * stand-in's): one ratio per round, so a busy moment of the machine weighs on both sides of each. Rounds where
 * either side is missing are left out.
 */
export function pairedRatios(numerators: readonly number[], denominators: readonly number[]): Spread {
  const ratios: number[] = [];
  for (let i = 0; i < Math.min(numerators.length, denominators.length); i++) {
    const a = numerators[i] as number;
    const b = denominators[i] as number;
    if (Number.isFinite(a) && Number.isFinite(b) && b > 0) ratios.push(a / b);
  }
  return spread(ratios);
}

/** Sums of two series round by round (the floor: the message-only render plus the round trip beside it). */
export function pairedSums(a: readonly number[], b: readonly number[]): number[] {
  return a.slice(0, Math.min(a.length, b.length)).map((x, i) => x + (b[i] as number));
}

/** `104 ms (95–130)`: the median, then the min and the max. */
export function formatSpread(s: Spread, unit = ' ms', digits = 0): string {
  if (s.n === 0) return 'n/a';
  const f = (x: number) => x.toFixed(digits);
  return `${f(s.median)}${unit} (${f(s.min)}–${f(s.max)})`;
}

/**
 * Ours against the stand-in (a worker that only converts), a figure timed in the same rounds of the same run: ours
 * passes when it is no slower, the median of the rounds' ratios (ours ÷ stand-in) at most 1. The spread of those
 * ratios is printed beside it, so a verdict inside the noise can be seen as such.
 */
export function againstStandIn(ours: readonly number[], standIn: readonly number[]) {
  const ratio = pairedRatios(ours, standIn);
  return { ours: spread(ours), standIn: spread(standIn), ratio, ok: ratio.n > 0 && ratio.median <= 1 };
}

/**
 * Moments named in each of several opens (ms from the same start), each with its spread over the opens, earliest
 * median first. A moment missing from an open is left out of that open only.
 */
export function timeline(opens: readonly Record<string, number>[]): [string, Spread][] {
  const names = [...new Set(opens.flatMap((o) => Object.keys(o)))];
  return names
    .map((name): [string, Spread] => [name, spread(opens.flatMap((o) => (name in o ? [o[name] as number] : [])))])
    .sort((a, b) => a[1].median - b[1].median);
}

/** What a run keeps for the next: each row's value by its label, and when it ran. */
export interface RunRecord {
  date: string;
  machine: string;
  load: number[];
  values: Record<string, string>;
}

/** The figures of the run before, or null when there is none (or the file cannot be read as one). */
export function readPreviousRun(file: string): RunRecord | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const record = JSON.parse(text) as Partial<RunRecord>;
    if (typeof record.date !== 'string' || !record.values || typeof record.values !== 'object') return null;
    const values = Object.fromEntries(
      Object.entries(record.values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return {
      date: record.date,
      machine: typeof record.machine === 'string' ? record.machine : '',
      load: Array.isArray(record.load) ? record.load.filter((x) => typeof x === 'number') : [],
      values,
    };
  } catch {
    return null;
  }
}

/** Keeps this run's figures for the next run to print beside its own (the file is replaced). */
export function writeRun(file: string, record: RunRecord): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}

/** The previous run's value of a row, or an empty cell. */
export function previousValue(previous: RunRecord | null, label: string): string {
  return previous?.values[label] ?? '';
}
