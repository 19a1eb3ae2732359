// One list walked to its end (lib/sales/cursor.ts says why no change is missed or applied twice): pages forward
// within the cap, then rounds from just before the walk until one fits a page. Every page is stored with the sync's
// state, so a worker stopped between two pages resumes at the page it asked.
import { walkPages } from '../core/api/paginate';
import type { Meta } from '../core/api/schemas';
import { newestUpdate } from './changes';
import { cursorAfter, MAX_PAGES, MAX_ROUNDS, newer, pageCapOf, ROUND_MARGIN_MS, type WalkPosition } from './cursor';
import type { SalesStore, SalesSyncState } from './store';

/** The server's clock as its last answer gave it (HTTP `Date`, ms); null when it sent none. */
export interface ServerClock {
  last: number | null;
}

/** Walks through one date's pages before its clicks are given up on for this sync (the order kept moving). */
export const CPC_MAX_PASSES = 20;

export function freshWalk(since: string, round: number): WalkPosition {
  return { since, page: 1, maxSeen: null, serverStart: null, pageCap: null, round, ids: [], pass: 1 };
}

export interface ListWalk<R> {
  walk: WalkPosition;
  ask: (since: string, page: number) => Promise<{ data: R[]; meta: Meta; skipped: number }>;
  /** Stores a page with the state. */
  save: (records: R[]) => Promise<void>;
  /** Moves the stored cursor once the first round ended. */
  setCursor: (cursor: string) => void;
  /**
   * With it, the walk is checked by count (ids read against the server's `total`) and walked again while short,
   * at most CPC_MAX_PASSES times; then this error.
   */
  unstable?: () => Error;
}

export interface WalkDeps {
  store: Pick<SalesStore, 'writeState'>;
  now: () => number;
}

export async function walkList<R extends { id: number; updated_at: string }>(
  { store, now }: WalkDeps,
  state: SalesSyncState,
  clock: ServerClock,
  { walk, ask, save, setCursor, unstable }: ListWalk<R>,
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
