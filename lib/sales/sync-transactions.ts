// The transactions part of a sales sync: from the stored cursor (or 90 days back, the first time), every record
// updated since, page by page, applied to the copy with the changes it makes.
import type { ApiClient } from '../core/api/client';
import { applyPage } from './changes';
import { initialSince, SALES_PER_PAGE } from './cursor';
import type { SalesStore, SalesSyncState } from './store';
import { freshWalk, type ServerClock, walkList } from './walk-list';

export interface TransactionsDeps {
  store: Pick<SalesStore, 'readSales' | 'putSales' | 'writeState'>;
  now: () => number;
}

export async function syncTransactions(
  deps: TransactionsDeps,
  client: ApiClient,
  state: SalesSyncState,
  clock: ServerClock,
): Promise<void> {
  const { store, now } = deps;
  state.run ??= {
    ...freshWalk(state.cursor ?? initialSince(now()), 1),
    initial: state.cursor === null,
    changes: [],
    skipped: 0,
    requests: 0,
    done: false,
  };
  const run = state.run;
  await walkList(deps, state, clock, {
    walk: run,
    ask: (since, page) =>
      client.listTransactions({ updated_since: since, sort: 'id', order: 'asc', per_page: SALES_PER_PAGE, page }),
    save: async (records) => {
      const applied = applyPage(await store.readSales(records.map((r) => r.id)), records);
      // The first sync is history: its changes are not kept (nor written with every page).
      if (!run.initial) run.changes.push(...applied.changes);
      await store.putSales(applied.put, state);
    },
    setCursor: (cursor) => {
      state.cursor = cursor;
    },
  });
  run.done = true;
}
