import { useState } from 'preact/hooks';

export interface ShownRows<R> {
  /** The first rows, as many as shown so far. */
  visible: readonly R[];
  /** Rows not shown yet. */
  left: number;
  /** Shows `step` more. */
  showMore: () => void;
}

/**
 * A long list kept on the page (the offers gathered from every page, the link history) shown `step` rows at a
 * time, "Show more" adding the next; back to the first `step` whenever `resetKey` (the filter, the search) changes.
 */
export function useShownRows<R>(rows: readonly R[], step: number, resetKey: string): ShownRows<R> {
  const [shown, setShown] = useState({ key: resetKey, count: step });
  const count = shown.key === resetKey ? shown.count : step;
  const visible = rows.slice(0, count);
  return {
    visible,
    left: rows.length - visible.length,
    showMore: () => setShown({ key: resetKey, count: count + step }),
  };
}
