// A stopped worker is most often started by the popup opening (MV3 stops it after 30 s idle). The popup's first reads
// start in the worker's first statements (early-start.ts, first-reads.ts); what needs the background built follows
// here, and every other store waits for its first use.
import type { UseStore } from 'idb-keyval';
import { campaignIndexOf } from '../../lib/campaigns/services';
import type { Kernel } from '../../lib/core/background/kernel';

/**
 * A store every other feature declared (the sales copy, the link history, the queue…), opened the first time it is
 * used rather than as the worker starts: opening a database is IndexedDB work the popup's first answer would wait
 * behind.
 */
export function openedOnFirstUse(open: () => UseStore): UseStore {
  let store: UseStore | null = null;
  return (mode, callback) => {
    store ??= open();
    return store(mode, callback);
  };
}

/** What needs the background built: the campaign index's own record, read into memory. */
export function warmUp(kernel: Kernel): void {
  campaignIndexOf(kernel).preload();
}
