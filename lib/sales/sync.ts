// The sales sync: keeps the local copy of the publisher's transactions (and CPC clicks, where the account promotes
// CPC campaigns) current with `updated_since`, page by page, storing its progress with every page so that a worker
// stopped between two pages resumes where it was (lib/sales/cursor.ts says how no change is missed or applied
// twice). One sync at a time: a second call while one runs joins it. Off (Sales alerts) means no request at all.

import { readAccount, type StoredAccount } from '../core/account/key-store';
import type { ApiClient } from '../core/api/client';
import { badResponseError, unauthorizedError } from '../core/api/error-messages';
import { isApiError } from '../core/api/errors';
import { walkPages } from '../core/api/paginate';
import type { Meta } from '../core/api/schemas';
import type { ApiClients } from '../core/background/api-client';
import { t } from '../core/i18n';
import { classify, retryAt } from './backoff';
import { applyPage, newestUpdate } from './changes';
import { cpcDates, staleDates } from './cpc-plan';
import {
  cursorAfter,
  initialSince,
  isoSeconds,
  MAX_PAGES,
  MAX_ROUNDS,
  newer,
  pageCapOf,
  ROUND_MARGIN_MS,
  SALES_PER_PAGE,
  type WalkPosition,
} from './cursor';
import { localDate } from './glance';
import { writeSalesGlance } from './glance-record';
import type { Notify } from './notifications';
import { notificationText } from './notify-text';
import { getSalesSettings } from './settings';
import { type CpcCursor, emptySyncState, type LastSync, type SalesStore, type SalesSyncState } from './store';
import { addToDays, type DaySums, daysOf } from './totals';

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

/** The server's clock as its last answer gave it (HTTP `Date`, ms); null when it sent none. */
interface ServerClock {
  last: number | null;
}

/** Walks through one date's pages before its clicks are given up on for this sync (the order kept moving). */
const CPC_MAX_PASSES = 20;

function freshWalk(since: string, round: number): WalkPosition {
  return { since, page: 1, maxSeen: null, serverStart: null, pageCap: null, round, ids: [], pass: 1 };
}

/** How long the answer "this account promotes CPC campaigns" is trusted. */
const PROMOTES_MAX_AGE_MS = 6 * 3_600_000;
/** The popup's glance holds days from the first of last month. */
const GLANCE_MONTHS = 2;

export type SalesSync = ReturnType<typeof createSalesSync>;

export function createSalesSync({ api, store, notify, promotesCpc, now }: SalesSyncDeps) {
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
    const state = await ownState(account);
    if (account.keyInvalid) {
      // Said once (here or when the 401 came); the next alarms ask nothing until the key is saved again.
      if (state.refusedKeyId !== account.keyId) await failed(refusedError(), state, account.keyId);
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
      await syncTransactions(client, state, clock);
      await syncClicks(client, state, clock);
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

  async function syncTransactions(client: ApiClient, state: SalesSyncState, clock: ServerClock): Promise<void> {
    state.run ??= {
      ...freshWalk(state.cursor ?? initialSince(now()), 1),
      initial: state.cursor === null,
      changes: [],
      skipped: 0,
      requests: 0,
      done: false,
    };
    const run = state.run;
    await walkList(
      state,
      run,
      clock,
      (since, page) =>
        client.listTransactions({ updated_since: since, sort: 'id', order: 'asc', per_page: SALES_PER_PAGE, page }),
      async (records) => {
        const applied = applyPage(await store.readSales(records.map((r) => r.id)), records);
        // The first sync is history: its changes are not kept (nor written with every page).
        if (!run.initial) run.changes.push(...applied.changes);
        await store.putSales(applied.put, state);
      },
      (cursor) => {
        state.cursor = cursor;
      },
    );
    run.done = true;
  }

  async function syncClicks(client: ApiClient, state: SalesSyncState, clock: ServerClock): Promise<void> {
    const cpc = state.cpc;
    if (!cpc.promotes || now() - cpc.promotes.checkedAt >= PROMOTES_MAX_AGE_MS) {
      cpc.promotes = { value: await promotesCpc(), checkedAt: now() };
    }
    for (const date of cpcDates(now(), cpc.dates, cpc.promotes.value)) {
      const cursor: CpcCursor = cpc.dates[date] ?? { walk: null };
      cpc.dates[date] = cursor;
      const pending = new Set(cursor.pending);
      // Before any cursor: the whole date (its clicks were all updated on or after it began).
      cursor.walk ??= freshWalk(cursor.since ?? isoSeconds(Date.parse(date) - 1000), 1);
      await walkList(
        state,
        cursor.walk,
        clock,
        (since, page) => client.listCpcClicks({ date, per_page: SALES_PER_PAGE, page, updated_since: since }),
        async (clicks) => {
          for (const click of clicks) {
            if (click.status === 'pending') pending.add(click.id);
            else pending.delete(click.id);
          }
          cursor.pending = [...pending];
          await store.putClicks(clicks, state);
        },
        (since) => {
          cursor.since = since;
        },
        () => badResponseError(t('salesCpcOrderUnstable', date, CPC_MAX_PASSES)),
      );
      cursor.walk = null;
      cursor.checkedAt = now();
    }
    for (const date of staleDates(cpc.dates, now())) delete cpc.dates[date];
  }

  /**
   * One list walked to its end (lib/sales/cursor.ts): pages forward within the cap, then rounds from just before
   * the walk until one fits a page. `save` stores a page with the state. With `unstable`, the walk is checked by
   * count (ids read against the server's `total`) and walked again while short, at most CPC_MAX_PASSES times.
   */
  async function walkList<R extends { id: number; updated_at: string }>(
    state: SalesSyncState,
    walk: WalkPosition,
    clock: ServerClock,
    ask: (since: string, page: number) => Promise<{ data: R[]; meta: Meta; skipped: number }>,
    save: (records: R[]) => Promise<void>,
    setCursor: (cursor: string) => void,
    unstable?: () => Error,
  ): Promise<void> {
    const run = state.run!;
    for (;;) {
      const round = walk.round ?? 1;
      const pass = walk.pass ?? 1;
      let asked = walk.page;
      let ended = false;
      try {
        const pages = walkPages(
          (page) => {
            asked = page;
            return ask(walk.since, page);
          },
          { firstPage: walk.page, maxPages: MAX_PAGES, lastPage: (meta) => (walk.pageCap ??= pageCapOf(meta.total)) },
        );
        for await (const answer of pages) {
          // An answer without a Date leaves the previous one: earlier, so the cursor only stays further back.
          run.requests++;
          run.skipped += answer.skipped;
          state.skipped += answer.skipped;
          walk.serverStart ??= clock.last ?? now();
          walk.maxSeen = newer(walk.maxSeen, newestUpdate(answer.data));
          if (unstable) walk.ids = [...new Set([...(walk.ids ?? []), ...answer.data.map((r) => r.id)])];
          const next = answer.meta.next_page;
          if (next !== null) {
            // The walker asks it next only if it goes forward within the cap (else it throws, below).
            walk.page = next;
          } else if (unstable && (walk.ids?.length ?? 0) < answer.meta.total) {
            // The pages did not hold every record the server counts: its order moved between requests. Again.
            if (pass >= CPC_MAX_PASSES) {
              Object.assign(walk, freshWalk(walk.since, round));
              await save(answer.data);
              throw unstable();
            }
            Object.assign(walk, { page: 1, pass: pass + 1, pageCap: null });
          } else {
            if (round === 1) setCursor(cursorAfter(walk, clock.last ?? now()));
            // One page is one answer: nothing could slip. After more, what changed while it walked is read again.
            if ((asked === 1 && pass === 1) || round >= MAX_ROUNDS) ended = true;
            else Object.assign(walk, freshWalk(cursorAfter(walk, clock.last ?? now(), ROUND_MARGIN_MS), round + 1));
          }
          await save(answer.data);
        }
      } catch (error) {
        // The walker refused the next page (backwards, past the cap): that round starts again next time, the cursor
        // where it was. A failed request leaves the walk to resume at the page it asked.
        if (walk.page !== asked) {
          Object.assign(walk, freshWalk(walk.since, round));
          await store.writeState(state);
        }
        throw error;
      }
      if (ended) return;
    }
  }

  async function failed(error: unknown, state: SalesSyncState, keyId: string): Promise<void> {
    const kind = isApiError(error) ? error.kind : 'internal';
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
    const sums: DaySums = new Map();
    let any = false;
    await store.eachSale((sale) => {
      any = true;
      addToDays(sums, sale, from);
    });
    const account = await readAccount();
    const currency = account.identity?.publisher.currency ?? 'INR';
    await writeSalesGlance(any ? { version: 2, currency, days: daysOf(sums) } : null);
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
