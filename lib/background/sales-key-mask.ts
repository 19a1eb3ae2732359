// The sales copy and its notifications never hold an API key in clear: a server may echo the key into a sale's
// campaign name, sub IDs or an error message, and the copy is read by Options -> Sales (its table, its CSV) and
// History straight from IndexedDB, not through the message router that masks answers. So every record, the sync's
// state and every notification is masked here, where it is stored or shown (key-mask.ts: `••••` and the last four).
import type { NotificationText } from '../sales/notify-text';
import type { SalesStore } from '../storage/sales-store';
import { maskValue } from './key-mask';
import type { Notify } from './sales-notifications';

const masked = <T>(value: T): T => maskValue(value) as T;

/** `store` with every write masked (reads are of what was written). */
export function keyMaskingSalesStore(store: SalesStore): SalesStore {
  return {
    ...store,
    writeState: (state) => store.writeState(masked(state)),
    putSales: (sales, state) => store.putSales(sales.map(masked), masked(state)),
    putClicks: (clicks, state) => store.putClicks(clicks.map(masked), masked(state)),
    clear: (state) => store.clear(state === undefined ? undefined : masked(state)),
  };
}

/** `notify` with its words masked. */
export function keyMaskingNotify(notify: Notify): Notify {
  return (kind, text) => notify(kind, masked<NotificationText>(text));
}
