// Pure helpers for drawing charts; decimal strings become numbers here and only here (drawing, never totals).

/** Running sums across series: `out[i][j] = series[0][j] + … + series[i][j]`, so each band sits on the one below. */
export function stackSeries(series: readonly (readonly number[])[]): number[][] {
  const out: number[][] = [];
  let below: number[] | undefined;
  for (const values of series) {
    const stacked = values.map((v, j) => v + (below?.[j] ?? 0));
    out.push(stacked);
    below = stacked;
  }
  return out;
}

/** A decimal string from the API as a number for drawing; anything unreadable draws as 0. */
export function toDrawable(value: string | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** Axis labels for an index-based x axis: the label of each whole-number split, blank between them. */
export function indexAxisLabels(labels: readonly string[], splits: readonly number[]): string[] {
  return splits.map((s) => (Number.isInteger(s) ? (labels[s] ?? '') : ''));
}

/** A y range that always includes 0, so bars never start from a cut-off baseline. */
export function fromZero(min: number, max: number): [number, number] {
  const low = Math.min(0, Number.isFinite(min) ? min : 0);
  const high = Math.max(Number.isFinite(max) ? max : 0, low + 1);
  return [low, high + (high - low) * 0.05];
}
