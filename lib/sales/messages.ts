// Options -> Sales's view of the sync (lib/sales/feature.ts).
import type { SalesSettings } from './settings';
import type { LastSync } from './store';

/** Options -> Sales: the settings and how the local copy stands. */
export interface SalesStatus {
  settings: SalesSettings;
  /** A sync is under way. */
  running: boolean;
  lastSync: LastSync | null;
  /** Transactions in the local copy. */
  count: number;
  /** Records the API sent that did not fit the schema, skipped over all syncs. */
  skipped: number;
}
