// Runs a worker over items with at most `limit` at once, in order of the items; a cancelled run starts no new item
// and lets the ones under way finish (their results are kept by the caller). Pure: no browser APIs.

export interface PoolRun {
  /** Resolves once every started item has finished. */
  done: Promise<void>;
  /** Starts nothing more; items already under way finish. */
  cancel(): void;
  /** True once `cancel` was called. */
  readonly cancelled: boolean;
}

export function runPool<T>(items: readonly T[], limit: number, worker: (item: T) => Promise<void>): PoolRun {
  let next = 0;
  let cancelled = false;
  async function lane(): Promise<void> {
    while (!cancelled && next < items.length) {
      const item = items[next++] as T;
      await worker(item).catch(() => undefined); // the worker reports its own failures
    }
  }
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane);
  return {
    done: Promise.all(lanes).then(() => undefined),
    cancel() {
      cancelled = true;
    },
    get cancelled() {
      return cancelled;
    },
  };
}
