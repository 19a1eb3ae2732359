import type { Caches } from './cache';

/**
 * How long after the worker starts the caches are pruned: a worker is most often started by the popup opening,
 * and reading every cached entry then would compete with the popup's first answer.
 */
export const PRUNE_DELAY_MS = 5_000;

/** Each time the worker starts (a little later), drops cache entries past their use so the store does not grow. */
export function registerCacheMaintenance(caches: Pick<Caches, 'prune'>): void {
  setTimeout(() => {
    caches.prune().catch((error: unknown) => console.warn('Pruning the caches failed', error));
  }, PRUNE_DELAY_MS);
}
