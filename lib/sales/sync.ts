// The sales sync: keeps the local copy of the publisher's transactions (and CPC clicks, where the account promotes
// CPC campaigns) current with `updated_since`, page by page, storing its progress with every page so that a worker
// stopped between two pages resumes where it was (lib/sales/cursor.ts says how no change is missed or applied
// twice). One sync at a time: a second call while one runs joins it. Off (Sales alerts) means no request at all.

import { readAccount, type StoredAccount } from '../account/store';
import type { ApiClient } from '../api/client';
import { unauthorizedError } from '../api/error-messages';
import { isApiError } from '../api/errors';
import type { ApiClients } from '../background/api-client';
import { t } from '../i18n';
import { classify, retryAt } from './backoff';
import { applyPage, newestUpdate } from './changes';
import { cpcDates, staleDates } from './cpc-plan';
import { cursorAfter, initialSince, movedFrom, newer, nextPosition, SALES_PER_PAGE } from './cursor';
import { localDate } from './glance';
import { writeSalesGlance } from './glance-record';
import type { Notify } from './notifications';
import { notificationText } from './notify-text';
import { getSalesSettings } from './settings';
import { type CpcCursor, emptySyncState, type LastSync, type SalesStore, type SalesSyncState } from './store';
import { addToDays, daysOf } from './totals';

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

/** How long the answer "this account promotes CPC campaigns" is trusted. */
const PROMOTES_MAX_AGE_MS = 6 * 3_600_000;
/** The popup's glance holds days from the first of last month. */
const GLANCE_MONTHS = 2;

export type SalesSync = ReturnType<typeof createSalesSync>;

export function createSalesSync({ api, store, notify, promotesCpc, now }: SalesSyncDeps) {
  let running: Promise<SyncOutcome> | null = null;

  function sync(trigger: SyncTrigger): Promise<SyncOutcome> {
    running ??= run(trigger).finally(() => {
      running = null;
    });
    return running;
  }

  async function run(trigger: SyncTrigger): Promise<SyncOutcome> {
    const settings = await getSalesSettings();
    if (!settings.enabled) return { skipped: 'off', lastSync: (await store.readState())?.lastSync ?? null };
    const account = await readAccount();
    if (!account.apiKey || !account.keyId) return { skipped: 'no_key', lastSync: null };
    const state = await ownState(account);
    if (account.keyInvalid) {
      // Said once (here or when the 401 came); the next alarms ask nothing until the key is saved again.
      if (state.refusedKeyId !== account.keyId) await failed(refusedError(), state, account.keyId);
      return { skipped: 'refused', lastSync: state.lastSync };
    }
    if (trigger === 'schedule' && state.retryAt !== null && now() < state.retryAt) {
      return { skipped: 'backing_off', lastSync: state.lastSync };
    }
    const client = api.contextOf({ baseUrl: account.baseUrl, apiKey: account.apiKey, keyId: account.keyId }).api;
    try {
      await syncTransactions(client, state);
      await syncClicks(client, state);
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
      if (text) await notify('changes', text).catch((error) => console.warn('Sales notification failed', error));
      state.run = null;
      await store.writeState(state);
      if (runState.initial || runState.changes.length > 0 || trigger === 'manual') await writeGlance();
    } catch (error) {
      await failed(error, state, account.keyId);
    }
    return { lastSync: state.lastSync };
  }

  /** The stored state, or a fresh one when the copy was another publisher's (that copy is cleared). */
  async function ownState(account: StoredAccount): Promise<SalesSyncState> {
    const keyId = account.keyId!;
    const publisherId = account.identity?.publisher.id ?? null;
    const state = (await store.readState()) ?? emptySyncState();
    const owner = state.owner;
    if (owner && owner.keyId !== keyId) {
      const samePublisher = owner.publisherId !== null && owner.publisherId === publisherId;
      if (!samePublisher) {
        const fresh = { ...emptySyncState(), owner: { keyId, publisherId } };
        await store.clear(fresh);
        await writeSalesGlance(null);
        return fresh;
      }
    }
    state.owner = { keyId, publisherId: publisherId ?? owner?.publisherId ?? null };
    return state;
  }

  async function syncTransactions(client: ApiClient, state: SalesSyncState): Promise<void> {
    state.run ??= {
      since: state.cursor ?? initialSince(now()),
      page: 1,
      maxSeen: null,
      initial: state.cursor === null,
      changes: [],
      skipped: 0,
      requests: 0,
      done: false,
    };
    const walk = state.run;
    while (!walk.done) {
      const page = await client.listTransactions({
        updated_since: walk.since,
        sort: 'updated_at',
        order: 'asc',
        per_page: SALES_PER_PAGE,
        page: walk.page,
      });
      walk.requests++;
      walk.skipped += page.skipped;
      state.skipped += page.skipped;
      const stored = await store.readSales(page.data.map((r) => r.id));
      const applied = applyPage(stored, page.data);
      // The first sync is history: its changes are not kept (nor written with every page).
      if (!walk.initial) walk.changes.push(...applied.changes);
      const pageMax = newestUpdate(page.data);
      const moved = movedFrom(walk.since, stored, page.data);
      const next = nextPosition(walk, pageMax, page.meta.next_page !== null, moved);
      if (next) Object.assign(walk, next);
      else {
        walk.maxSeen = newer(walk.maxSeen, pageMax);
        state.cursor = cursorAfter(walk);
        walk.done = true;
      }
      await store.putSales(applied.put, state);
    }
  }

  async function syncClicks(client: ApiClient, state: SalesSyncState): Promise<void> {
    const cpc = state.cpc;
    if (!cpc.promotes || now() - cpc.promotes.checkedAt >= PROMOTES_MAX_AGE_MS) {
      cpc.promotes = { value: await promotesCpc(), checkedAt: now() };
    }
    if (!cpc.promotes.value) return;
    const { dates, older } = cpcDates(now(), cpc.olderCheckedAt);
    for (const date of dates) {
      const cursor: CpcCursor = cpc.dates[date] ?? { maxSeen: null, walk: null };
      cpc.dates[date] = cursor;
      let walk: { since: string | null; page: number } | null = cursor.walk ?? { since: cursor.maxSeen, page: 1 };
      cursor.walk = walk;
      while (walk) {
        const since: string | null = walk.since;
        const page: number = walk.page;
        const answer = await client.listCpcClicks({
          date,
          per_page: SALES_PER_PAGE,
          page,
          ...(since ? { updated_since: since } : {}),
        });
        state.run!.requests++;
        state.run!.skipped += answer.skipped;
        state.skipped += answer.skipped;
        cursor.maxSeen = newer(cursor.maxSeen, newestUpdate(answer.data));
        walk = answer.meta.next_page === null ? null : { since, page: answer.meta.next_page };
        cursor.walk = walk;
        await store.putClicks(answer.data, state);
      }
    }
    if (older) cpc.olderCheckedAt = now();
    for (const date of staleDates(cpc.dates, now())) delete cpc.dates[date];
  }

  async function failed(error: unknown, state: SalesSyncState, keyId: string): Promise<void> {
    const kind = isApiError(error) ? error.kind : 'bad_response';
    const message = error instanceof Error ? error.message : String(error);
    state.lastSync = { ok: false, at: new Date(now()).toISOString(), kind, message };
    const failure = classify(kind);
    if (failure === 'unauthorized' && state.refusedKeyId !== keyId) {
      state.refusedKeyId = keyId;
      await store.writeState(state);
      await notify('refused', { title: t('salesNotifyRefusedTitle'), message: t('salesNotifyRefused') });
      return;
    }
    if (failure === 'backoff') {
      state.failures++;
      const resetsAt = isApiError(error) && error.kind === 'rate_limited' ? error.resetsAt : undefined;
      state.retryAt = retryAt(now(), state.failures, resetsAt);
    }
    await store.writeState(state);
  }

  /** Per-day totals of the last two months for the popup, read with a cursor (the copy is never held whole). */
  async function writeGlance(): Promise<void> {
    const today = new Date(now());
    const from = localDate(new Date(today.getFullYear(), today.getMonth() - (GLANCE_MONTHS - 1), 1).getTime());
    const sums = new Map<string, { n: number; minor: bigint }>();
    let currency: string | null = null;
    await store.eachSale((sale) => {
      currency ??= sale.currency;
      addToDays(sums, sale, from);
    });
    await writeSalesGlance(currency ? { currency, days: daysOf(sums) } : null);
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

  return { sync, status, handleKeyChange, writeGlance };
}

function refusedError() {
  return unauthorizedError(undefined);
}
