import { pruneCaches } from './cache';

/** Each time the worker starts, drops cache entries past their use so the store does not grow without end. */
export function registerCacheMaintenance(): void {
  pruneCaches().catch((error: unknown) => console.warn('Pruning the caches failed', error));
}
