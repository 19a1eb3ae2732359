// The CPC part of a sales sync: the dates lib/sales/cpc-plan.ts picks, each walked from its own cursor, keeping
// which of the date's clicks are still pending. The first time the account is seen promoting CPC, the dates of the
// transactions' first window (90 days) are read too, so that per-link earnings see the same past for both.
import type { ApiClient } from '../core/api/client';
import { badResponseError } from '../core/api/error-messages';
import { apiInstant } from '../core/format/api-time';
import { t } from '../core/i18n';
import { cpcDates, staleDates } from './cpc-plan';
import { isoSeconds, SALES_PER_PAGE } from './cursor';
import type { CpcCursor, SalesStore, SalesSyncState } from './store';
import { CPC_MAX_PASSES, freshWalk, type ServerClock, walkList } from './walk-list';

/** How long the answer "this account promotes CPC campaigns" is trusted. */
const PROMOTES_MAX_AGE_MS = 6 * 3_600_000;

export interface ClicksDeps {
  store: Pick<SalesStore, 'putClicks' | 'writeState'>;
  now: () => number;
  /** Whether the account promotes CPC campaigns (read from the local campaign index: no request). */
  promotesCpc: () => Promise<boolean>;
}

export async function syncClicks(
  deps: ClicksDeps,
  client: ApiClient,
  state: SalesSyncState,
  clock: ServerClock,
): Promise<void> {
  const { store, now, promotesCpc } = deps;
  const cpc = state.cpc;
  if (!cpc.promotes || now() - cpc.promotes.checkedAt >= PROMOTES_MAX_AGE_MS) {
    cpc.promotes = { value: await promotesCpc(), checkedAt: now() };
  }
  const promotes = cpc.promotes.value;
  for (const date of cpcDates(now(), cpc.dates, promotes, !cpc.firstWindowRead)) {
    const cursor: CpcCursor = cpc.dates[date] ?? { walk: null };
    cpc.dates[date] = cursor;
    const pending = new Set(cursor.pending);
    // Before any cursor: the whole date (its clicks were all updated on or after it began).
    cursor.walk ??= freshWalk(cursor.since ?? isoSeconds(apiInstant(date) - 1000), 1);
    await walkList(deps, state, clock, {
      walk: cursor.walk,
      ask: (since, page) => client.listCpcClicks({ date, per_page: SALES_PER_PAGE, page, updated_since: since }),
      save: async (clicks) => {
        for (const click of clicks) {
          if (click.status === 'pending') pending.add(click.id);
          else pending.delete(click.id);
        }
        cursor.pending = [...pending];
        await store.putClicks(clicks, state);
      },
      setCursor: (since) => {
        cursor.since = since;
      },
      unstable: () => badResponseError(t('salesCpcOrderUnstable', date, CPC_MAX_PASSES)),
    });
    cursor.walk = null;
    cursor.checkedAt = now();
  }
  if (promotes) cpc.firstWindowRead = true;
  for (const date of staleDates(cpc.dates, now())) delete cpc.dates[date];
}
