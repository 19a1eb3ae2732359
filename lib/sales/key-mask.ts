// The sales copy and its notifications never hold an API key in clear: a server may echo the key into a sale's
// campaign name, sub IDs or an error message, and the copy is read by Options -> Sales (its table, its CSV) and
// History straight from IndexedDB, not through the message router that masks answers. So every record, the sync's
// state and every notification is masked here, where it is stored or shown (key-mask.ts: `••••` and the last four).
import type { CpcClick } from '../core/api/schemas';
import { maskValue } from '../core/background/key-mask';
import { defineRecord } from '../core/storage/local-record';
import type { StoredSale } from './changes';
import type { Notify } from './notifications';
import type { NotificationText } from './notify-text';
import type { SalesStore, SalesSyncState } from './store';

const masked = <T>(value: T): T => maskValue(value) as T;

/** The key id whose copy was last gone over for records stored before masking (a `browser.storage.local` record). */
export const SALES_MASKED_RECORD = 'salesKeyMaskedFor';
/** The key the stored copy was last masked for. */
const maskedFor = defineRecord<string | null>(SALES_MASKED_RECORD, (raw) => (typeof raw === 'string' ? raw : null));

/**
 * `store` with every write of API data masked (reads are of what was written; `clear` writes only a fresh state). A copy written before masking existed is gone
 * over once per key, at the first page written with it (when the key is known to the masking).
 */
export function keyMaskingSalesStore(store: SalesStore): SalesStore {
  let checked: string | null = null;

  async function maskOlder(state: SalesSyncState): Promise<void> {
    const keyId = state.owner?.keyId ?? null;
    if (keyId === null || checked === keyId) return;
    checked = keyId;
    if ((await maskedFor.get()) === keyId) return;
    const sales: StoredSale[] = [];
    await store.eachSale((sale) => {
      const copy = masked(sale);
      if (copy !== sale) sales.push(copy);
    });
    const clicks = (await store.readAllClicks()).map((click) => [click, masked(click)] as const);
    const changed = clicks.filter(([before, after]) => before !== after).map(([, after]): CpcClick => after);
    if (sales.length > 0) await store.putSales(sales, masked(state));
    if (changed.length > 0) await store.putClicks(changed, masked(state));
    await maskedFor.set(keyId);
  }

  return {
    ...store,
    writeState: (state) => store.writeState(masked(state)),
    putSales: async (sales, state) => {
      await maskOlder(state);
      await store.putSales(sales.map(masked), masked(state));
    },
    putClicks: (clicks, state) => store.putClicks(clicks.map(masked), masked(state)),
  };
}

/** `notify` with its words masked. */
export function keyMaskingNotify(notify: Notify): Notify {
  return (kind, text, about) => notify(kind, masked<NotificationText>(text), about);
}
