import type { Caches } from './cache';

/** Each time the worker starts, drops cache entries past their use so the store does not grow without end. */
export function registerCacheMaintenance(caches: Pick<Caches, 'prune'>): void {
  caches.prune().catch((error: unknown) => console.warn('Pruning the caches failed', error));
}
