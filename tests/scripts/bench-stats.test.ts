// The benchmark's arithmetic (scripts/bench-stats.ts): spreads, ratios of opens timed in the same rounds, the verdict
// against the stand-in worker, the cold open's timeline and the previous run's file.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  againstStandIn,
  formatSpread,
  median,
  pairedRatios,
  pairedSums,
  previousValue,
  readPreviousRun,
  spread,
  timeline,
  writeRun,
} from '../../scripts/bench-stats';

describe('spread', () => {
  it('is the min, median and max of the samples, whatever their order', () => {
    expect(spread([130, 95, 104])).toEqual({ min: 95, median: 104, max: 130, n: 3 });
    expect(spread([4, 1, 3, 2])).toEqual({ min: 1, median: 2.5, max: 4, n: 4 });
  });

  it('leaves out samples that are not numbers, and says n/a for none', () => {
    expect(spread([Number.NaN, 10, Number.POSITIVE_INFINITY, 20])).toEqual({ min: 10, median: 15, max: 20, n: 2 });
    const none = spread([]);
    expect(none.n).toBe(0);
    expect(formatSpread(none)).toBe('n/a');
    expect(median([])).toBeNaN();
  });

  it('prints the median first, then the range', () => {
    expect(formatSpread(spread([95, 104, 130]))).toBe('104 ms (95–130)');
    expect(formatSpread(spread([7.44, 7.51]), ' ms', 1)).toBe('7.5 ms (7.4–7.5)');
  });
});

describe('ratios of opens timed in the same rounds', () => {
  it('divides round by round, so a slow round slows both of its sides', () => {
    // The second round ran on a busy machine: both opens doubled, its ratio did not move.
    const cold = [120, 240, 130];
    const warm = [100, 200, 100];
    expect(pairedRatios(cold, warm)).toEqual({ min: 1.2, median: 1.2, max: 1.3, n: 3 });
  });

  it('skips rounds with a side missing or zero', () => {
    expect(pairedRatios([10, 20, 30], [5, 0])).toEqual({ min: 2, median: 2, max: 2, n: 1 });
    expect(pairedRatios([10, Number.NaN], [5, 5]).n).toBe(1);
  });

  it('adds the floor’s parts round by round', () => {
    expect(pairedSums([80, 90, 100], [7, 8])).toEqual([87, 98]);
  });
});

describe('ours against the stand-in worker', () => {
  it('passes when ours is no slower in the median round, and fails when it is', () => {
    const standIn = [100, 110, 90, 200];
    // Round ratios 0.95, 1, 0.94 and 0.75: ours is slower than the stand-in's median round in none.
    const quicker = againstStandIn([95, 110, 85, 150], standIn);
    expect(quicker.ok).toBe(true);
    expect(quicker.ratio.median).toBeCloseTo(0.947, 3);
    const slower = againstStandIn([110, 121, 99, 220], standIn);
    expect(slower.ok).toBe(false);
    expect(slower.ratio.median).toBeCloseTo(1.1);
    expect(slower.ours).toEqual(spread([110, 121, 99, 220]));
  });

  it('does not pass with nothing measured', () => {
    expect(againstStandIn([], []).ok).toBe(false);
  });
});

describe('timeline', () => {
  it('gives each moment its spread over the opens, earliest first, from the opens that have it', () => {
    const opens: Record<string, number>[] = [
      { 'link shown': 200, 'worker origin': 60, 'first message': 160 },
      { 'link shown': 180, 'worker origin': 70 },
      { 'link shown': 220, 'worker origin': 50, 'first message': 150 },
    ];
    expect(timeline(opens)).toEqual([
      ['worker origin', { min: 50, median: 60, max: 70, n: 3 }],
      ['first message', { min: 150, median: 155, max: 160, n: 2 }],
      ['link shown', { min: 180, median: 200, max: 220, n: 3 }],
    ]);
  });
});

describe('the previous run’s file', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'bench-prev-'));

  it('keeps a run for the next one to show beside its own, and replaces it', () => {
    const file = join(dir(), '.bench', 'last-run.json');
    expect(readPreviousRun(file)).toBeNull();
    writeRun(file, { date: '2026-11-29T03:00:00Z', machine: '2 cores', load: [1, 2, 3], values: { cold: '1.25 ×' } });
    const first = readPreviousRun(file);
    expect(previousValue(first, 'cold')).toBe('1.25 ×');
    expect(previousValue(first, 'a row added since')).toBe('');
    writeRun(file, { date: '2026-11-29T04:00:00Z', machine: '2 cores', load: [0.1], values: { cold: '1.18 ×' } });
    expect(readPreviousRun(file)).toEqual({
      date: '2026-11-29T04:00:00Z',
      machine: '2 cores',
      load: [0.1],
      values: { cold: '1.18 ×' },
    });
    expect(JSON.parse(readFileSync(file, 'utf8')).values.cold).toBe('1.18 ×');
  });

  it('is no previous run when it is not one (broken JSON, another shape), and values that are not text are dropped', () => {
    const d = dir();
    const broken = join(d, 'broken.json');
    writeFileSync(broken, '{"date": "2026-11-29", "values": {');
    expect(readPreviousRun(broken)).toBeNull();
    const other = join(d, 'other.json');
    writeFileSync(other, JSON.stringify({ values: { cold: '1.2 ×' } }));
    expect(readPreviousRun(other)).toBeNull();
    const mixed = join(d, 'mixed.json');
    writeFileSync(mixed, JSON.stringify({ date: 'd', load: 'high', values: { cold: '1.2 ×', warm: 104 } }));
    expect(readPreviousRun(mixed)).toEqual({ date: 'd', machine: '', load: [], values: { cold: '1.2 ×' } });
    expect(previousValue(null, 'cold')).toBe('');
  });
});
