// The SalesStore's contract kept in memory (records cloned in and out, as IndexedDB does), for tests that run a
// sync hundreds of times and are about the sync, not the browser's database.
import type { CpcClick } from '../../lib/core/api/schemas';
import type { StoredSale } from '../../lib/sales/changes';
import type { SalesStore, SalesSyncState } from '../../lib/sales/store';

export function memorySalesStore(): SalesStore {
  const sales = new Map<number, StoredSale>();
  const clicks = new Map<number, CpcClick>();
  let state: SalesSyncState | null = null;
  const clone = structuredClone;
  return {
    readState: async () => (state ? clone(state) : null),
    writeState: async (s) => {
      state = clone(s);
    },
    readSales: async (ids) => {
      const out = new Map<number, StoredSale>();
      for (const id of ids) {
        const sale = sales.get(id);
        if (sale) out.set(id, clone(sale));
      }
      return out;
    },
    putSales: async (put, s) => {
      for (const sale of put) sales.set(sale.id, clone(sale));
      state = clone(s);
    },
    putClicks: async (put, s) => {
      for (const click of put) clicks.set(click.id, clone(click));
      state = clone(s);
    },
    readAllSales: async () => [...sales.values()].sort((a, b) => a.id - b.id).map((s) => clone(s)),
    readAllClicks: async () => [...clicks.values()].sort((a, b) => a.id - b.id).map((c) => clone(c)),
    countSales: async () => sales.size,
    eachSale: async (visit) => {
      for (const sale of [...sales.values()].sort((a, b) => a.id - b.id)) visit(clone(sale));
    },
    clear: async (s) => {
      sales.clear();
      clicks.clear();
      state = s ? clone(s) : null;
    },
  };
}
