import { afterStart } from './after-start';
import type { Caches } from './cache';

/** Each time the worker starts (a little later), drops cache entries past their use so the store does not grow. */
export function registerCacheMaintenance(caches: Pick<Caches, 'prune'>): void {
  afterStart(() => {
    caches.prune().catch((error: unknown) => console.warn('Pruning the caches failed', error));
  });
}
