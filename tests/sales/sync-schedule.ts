// One seeded schedule of the sales sync property (sync-property.test.ts): a history built on the adversarial server,
// then four scheduled syncs a day apart while the server churns, each checked against the server's records. It also
// returns the situations the schedule put the sync through (SITUATIONS, each under both readings of
// `updated_since`), so that a short list of seeds can be shown to reach every one of them as a long random run does.
import { expect } from 'vitest';
import { AdversarialServer, serverView } from './adversarial-server';
import { syncWorld } from './sync-world';

const SYNCS = 4;

/** What a schedule may put the sync through; each is counted per reading of `updated_since` (inclusive, exclusive). */
export const SITUATIONS = [
  'a history with 1,200 sales stamped in one second',
  'a history with a click date of up to 700 clicks',
  'sales updated while walking',
  'sales created while walking',
  'a burst of sales created while walking',
  'clicks decided while walking',
  'clicks created while walking',
  'a burst of clicks created while walking',
  'a transactions walk of three pages or more',
  'transactions walked again in a later round',
  'a click date of several pages',
  'a click date read again (a pass came up short)',
] as const;

export type Situation = (typeof SITUATIONS)[number];

/** A situation under one reading of `updated_since`, e.g. "sales updated while walking (updated_since inclusive)". */
export function situationIn(situation: Situation, inclusive: boolean): string {
  return `${situation} (updated_since ${inclusive ? 'inclusive' : 'exclusive'})`;
}
const START = Date.parse('2026-06-18T09:30:00Z');
const DAY = 86_400_000;

/** Watches a schedule's server: what it changed while a sync walked, and how the sync walked its lists. */
function watch(server: AdversarialServer) {
  const seen = new Set<string>();
  const mark = (what: Situation) => seen.add(situationIn(what, server.options.inclusive));
  const { create, update, decide } = server;
  server.create = (count, kind, date) => {
    if (server.busy && kind === 'sale') {
      mark(count >= 700 ? 'a burst of sales created while walking' : 'sales created while walking');
    }
    if (server.busy && kind === 'click') {
      mark(count >= 700 ? 'a burst of clicks created while walking' : 'clicks created while walking');
    }
    create.call(server, count, kind, date);
  };
  server.update = (count, kind) => {
    if (server.busy && kind === 'sale') mark('sales updated while walking');
    update.call(server, count, kind);
  };
  server.decide = (count, date) => {
    if (server.busy) mark('clicks decided while walking');
    decide.call(server, count, date);
  };
  // Per sync: the transactions walk's `updated_since` values, and for each click date the walks begun.
  let walks: string[] = [];
  let clickWalks = new Map<string, string[]>();
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const q = new URL(String(input)).searchParams;
    const page = Number(q.get('page') ?? '1');
    const since = q.get('updated_since') ?? '';
    if (String(input).includes('/cpc_clicks')) {
      const date = q.get('date') ?? '';
      const begun = clickWalks.get(date) ?? [];
      if (page === 1) {
        if (begun.includes(since)) mark('a click date read again (a pass came up short)');
        begun.push(since);
        clickWalks.set(date, begun);
      } else if (page >= 2) mark('a click date of several pages');
    } else if (page === 1) {
      walks.push(since);
      if (walks.length >= 2) mark('transactions walked again in a later round');
    } else if (page >= 3) mark('a transactions walk of three pages or more');
    return server.fetch(input, init);
  };
  return {
    fetch,
    seen,
    mark,
    nextSync() {
      walks = [];
      clickWalks = new Map();
    },
  };
}

export interface ScheduleRun {
  seed: number;
  /** The situations reached (SITUATIONS under a reading of `updated_since`). */
  reached: string[];
  /** What it cost, the same on every machine: records served plus requests answered. */
  cost: number;
}

/** Runs schedule `seed`, checking the copy after every sync. */
export async function runSchedule(seed: number): Promise<ScheduleRun> {
  const server = new AdversarialServer({
    seed,
    startMs: START,
    inclusive: seed % 2 === 0,
    churn: 0.35,
    clickChurn: 0.12,
  });
  const watched = watch(server);
  const r = server.random;
  // History: sales over the last ten days, some seconds shared by many; clicks on the last ten days.
  for (let i = 0; i < 1 + Math.floor(r() * 12); i++) {
    server.nowMs = START - Math.floor(r() * 10 * DAY);
    server.create(1 + Math.floor(r() * 60), 'sale');
  }
  // Each under both readings of `updated_since` (seeds of both parities).
  if (seed % 4 <= 1) {
    server.nowMs = START - Math.floor(r() * DAY);
    server.create(1200, 'sale');
    watched.mark('a history with 1,200 sales stamped in one second');
  }
  const bigClickDate = seed % 8 === 1 || seed % 8 === 6;
  if (bigClickDate) watched.mark('a history with a click date of up to 700 clicks');
  for (let i = 0; i < 1 + Math.floor(r() * 4); i++) {
    server.nowMs = START - Math.floor(r() * 10 * DAY);
    server.create(
      1 + Math.floor(r() * (bigClickDate ? 700 : 40)),
      'click',
      new Date(server.nowMs).toISOString().slice(0, 10),
    );
  }
  server.nowMs = START;

  const { sync, store, told } = await syncWorld(server, watched.fetch);
  for (let n = 0; n < SYNCS; n++) {
    watched.nextSync();
    server.busy = true;
    const outcome = await sync.sync('schedule');
    server.busy = false;
    expect(outcome.lastSync?.ok ? 'ok' : JSON.stringify(outcome.lastSync), `seed ${seed}, sync ${n}`).toBe('ok');
    const held = (await store.readAllSales()).map((t) => `${t.id}:${t.status}:${t.user_commission}:${t.updated_at}`);
    expect(held.sort(), `seed ${seed}, sync ${n}: transactions`).toEqual(serverView(server.sales.values()));
    const clicks = (await store.readAllClicks()).map((c) => `${c.id}:${c.status}:${c.user_commission}:${c.updated_at}`);
    expect(clicks.sort(), `seed ${seed}, sync ${n}: CPC clicks`).toEqual(serverView(server.clicks.values()));
    // The next scheduled sync a day later (every date of the last two weeks is due again).
    server.nowMs += DAY + Math.floor(r() * 3_600_000);
  }
  const keys = told.map((c) => `${c.id}:${c.kind}`);
  expect(new Set(keys).size, `seed ${seed}: a change told twice`).toBe(keys.length);
  return { seed, reached: [...watched.seen], cost: server.served + server.requests };
}

/**
 * Few, cheap seeds (greedy, by cost per situation newly covered) such that every situation reached by the `runs` is
 * reached by at least `times` of the seeds picked (or by all the runs that reach it, if fewer).
 */
export function pickSeeds(runs: ScheduleRun[], times: number): number[] {
  const wanted = new Map<string, number>();
  for (const run of runs) for (const s of run.reached) wanted.set(s, Math.min(times, (wanted.get(s) ?? 0) + 1));
  const picked: typeof runs = [];
  const gain = (run: (typeof runs)[number]) => run.reached.filter((s) => (wanted.get(s) ?? 0) > 0).length;
  for (;;) {
    const best = runs
      .filter((run) => !picked.includes(run) && gain(run) > 0)
      .sort((a, b) => gain(b) / b.cost - gain(a) / a.cost || a.seed - b.seed)[0];
    if (!best) return picked.map((run) => run.seed).sort((a, b) => a - b);
    picked.push(best);
    for (const s of best.reached) wanted.set(s, (wanted.get(s) ?? 0) - 1);
  }
}
