// The sales sync: keeps the local copy of the publisher's transactions (and CPC clicks, where the account promotes
// CPC campaigns) current with `updated_since`, page by page, storing its progress with every page so that a worker
// stopped between two pages resumes where it was (lib/sales/cursor.ts says how no change is missed or applied
// twice). One sync at a time: a second call while one runs joins it. Off (Sales alerts) means no request at all.
// The parts: own-state.ts (whose copy), sync-transactions.ts, sync-clicks.ts (both through walk-list.ts),
// sync-failure.ts, write-glance.ts (the popup's totals).

import { readAccount } from '../core/account/key-store';
import { unauthorizedError } from '../core/api/error-messages';
import type { ApiClients } from '../core/background/api-client';
import { writeSalesGlance } from './glance-record';
import type { Notify } from './notifications';
import { notificationText } from './notify-text';
import { ownState } from './own-state';
import { getSalesSettings } from './settings';
import type { LastSync, SalesStore } from './store';
import { syncClicks } from './sync-clicks';
import { recordFailure } from './sync-failure';
import { syncTransactions } from './sync-transactions';
import type { ServerClock } from './walk-list';
import { writeGlance } from './write-glance';

export interface SalesSyncDeps {
  api: Pick<ApiClients, 'contextOf'>;
  store: SalesStore;
  notify: Notify;
  /** Whether the account promotes CPC campaigns (read from the local campaign index: no request). */
  promotesCpc: () => Promise<boolean>;
  now: () => number;
}

export type SyncTrigger = 'schedule' | 'manual';

export interface SyncOutcome {
  /** Why nothing was asked, when nothing was. */
  skipped?: 'off' | 'no_key' | 'refused' | 'backing_off';
  lastSync: LastSync | null;
}

export type SalesSync = ReturnType<typeof createSalesSync>;

export function createSalesSync(deps: SalesSyncDeps) {
  const { api, store, notify, now } = deps;
  let running: Promise<SyncOutcome> | null = null;

  function sync(trigger: SyncTrigger): Promise<SyncOutcome> {
    if (running) {
      // A run that found Sales alerts off or no key may end after this call was made because that changed (the
      // switch turned on, a key saved): this call then runs again rather than take that skip as its answer.
      return running.then((outcome) =>
        outcome.skipped === 'off' || outcome.skipped === 'no_key' ? sync(trigger) : outcome,
      );
    }
    running = run(trigger).finally(() => {
      running = null;
    });
    return running;
  }

  async function run(trigger: SyncTrigger): Promise<SyncOutcome> {
    const settings = await getSalesSettings();
    if (!settings.enabled) return { skipped: 'off', lastSync: (await store.readState())?.lastSync ?? null };
    const account = await readAccount();
    if (!account.apiKey || !account.keyId) return { skipped: 'no_key', lastSync: null };
    const state = await ownState(store, account);
    if (account.keyInvalid) {
      // Said once (here or when the 401 came); the next alarms ask nothing until the key is saved again.
      if (state.refusedKeyId !== account.keyId) {
        await recordFailure(deps, unauthorizedError(undefined), state, account.keyId);
      }
      return { skipped: 'refused', lastSync: state.lastSync };
    }
    if (trigger === 'schedule' && state.retryAt !== null && now() < state.retryAt) {
      return { skipped: 'backing_off', lastSync: state.lastSync };
    }
    const clock: ServerClock = { last: null };
    const client = api.contextOf(
      { baseUrl: account.baseUrl, apiKey: account.apiKey, keyId: account.keyId },
      { onServerDate: (ms) => (clock.last = ms) },
    ).api;
    try {
      await syncTransactions(deps, client, state, clock);
      await syncClicks(deps, client, state, clock);
      const runState = state.run!;
      state.lastSync = {
        ok: true,
        at: new Date(now()).toISOString(),
        requests: runState.requests,
        skipped: runState.skipped,
      };
      state.failures = 0;
      state.retryAt = null;
      state.refusedKeyId = null;
      // Told before the run is cleared: a worker stopped in between tells it again rather than never.
      const news = runState.initial ? [] : runState.changes.filter((c) => settings.notify.includes(c.kind));
      const text = notificationText(news);
      if (text)
        await notify('changes', text, { changes: news }).catch((error) =>
          console.warn('Sales notification failed', error),
        );
      state.run = null;
      await store.writeState(state);
      if (runState.initial || runState.changes.length > 0 || trigger === 'manual') await writeGlance(store, now);
    } catch (error) {
      await recordFailure(deps, error, state, account.keyId);
    }
    return { lastSync: state.lastSync };
  }

  /** Status for Options -> Sales. */
  async function status() {
    const state = await store.readState();
    return {
      running: running !== null,
      lastSync: state?.lastSync ?? null,
      count: await store.countSales(),
      skipped: state?.skipped ?? 0,
    };
  }

  /** The key was removed: the copy goes with it. Another key: the next sync compares publishers. */
  async function handleKeyChange(keyId: string | null): Promise<void> {
    if (keyId !== null) return;
    await store.clear();
    await writeSalesGlance(null);
  }

  return { sync, status, handleKeyChange, writeGlance: () => writeGlance(store, now) };
}
