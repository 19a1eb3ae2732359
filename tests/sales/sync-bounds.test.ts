// Issue 24: a record from the future does not hide later sales; a walk that never ends or points back ends the
// sync as failed, saying why, within a stated number of requests; a CPC click decided on day 20 updates the copy.
import { describe, expect, it } from 'vitest';
import { FIRST_WINDOW_DAYS, RECHECK_MS } from '../../lib/sales/cpc-plan';
import { MAX_ROUNDS, PAGE_SLACK } from '../../lib/sales/cursor';
import { AdversarialServer } from './adversarial-server';
import { syncWorld } from './sync-world';

const START = Date.parse('2026-06-18T09:30:00Z');
const server = (seed = 1) => new AdversarialServer({ seed, startMs: START, inclusive: false, churn: 0, clickChurn: 0 });

describe('sales sync: the cursor never passes the present', () => {
  for (const [name, futureMs] of [
    ['2099', Date.parse('2099-01-01T00:00:00Z')],
    ['six hours ahead', START + 6 * 3_600_000],
  ] as const) {
    it(`a record stamped ${name} does not hide the sales after it`, async () => {
      const s = server();
      s.create(20, 'sale');
      s.create(1, 'sale');
      const future = [...s.sales.values()].at(-1)!;
      future.updatedMs = futureMs;
      const { sync, store, told } = await syncWorld(s);
      expect((await sync.sync('schedule')).lastSync).toMatchObject({ ok: true });
      s.nowMs += 15 * 60_000;
      s.create(5, 'sale');
      expect((await sync.sync('schedule')).lastSync).toMatchObject({ ok: true });
      expect(await store.countSales()).toBe(26);
      expect(told.filter((c) => c.kind === 'new')).toHaveLength(5);
      // Seen again on every sync (it is after any cursor), told never again.
      await sync.sync('schedule');
      expect(told).toHaveLength(5);
    });
  }
});

describe('sales sync: every walk ends', () => {
  const total = 3;
  const endless: (s: AdversarialServer, next: (page: number) => number) => typeof fetch =
    (s, next) => async (input) => {
      const url = new URL(String(input));
      if (!url.pathname.endsWith('/transactions')) return s.fetch(input);
      s.requests++;
      const page = Number(url.searchParams.get('page'));
      const body = {
        data: [],
        meta: { page, per_page: 500, total, total_pages: 1, next_page: next(page), prev_page: null },
      };
      return new Response(JSON.stringify(body), { status: 200, headers: { Date: new Date(s.nowMs).toUTCString() } });
    };

  it(`next_page that never ends: a failed sync after ⌈total ÷ 500⌉ + ${PAGE_SLACK} requests, saying why`, async () => {
    const s = server();
    const { sync } = await syncWorld(
      s,
      endless(s, (page) => page + 1),
    );
    const outcome = await sync.sync('manual');
    expect(outcome.lastSync).toMatchObject({ ok: false, kind: 'bad_response' });
    expect(outcome.lastSync && !outcome.lastSync.ok && outcome.lastSync.message).toMatch(/more pages after 5/);
    expect(s.requests).toBe(1 + PAGE_SLACK);
  });

  it('next_page that points back to 1: a failed sync after 2 requests, saying why', async () => {
    const s = server();
    const { sync } = await syncWorld(
      s,
      endless(s, (page) => (page === 1 ? 2 : 1)),
    );
    const outcome = await sync.sync('manual');
    expect(outcome.lastSync && !outcome.lastSync.ok && outcome.lastSync.message).toMatch(
      /page 2 points back to page 1/,
    );
    expect(s.requests).toBe(2);
  });

  it('a record whose updated_at moves on every request does not keep the sync going', async () => {
    const s = server();
    s.create(600, 'sale');
    const restless = [...s.sales.values()][0]!;
    const moving: typeof fetch = async (input) => {
      restless.updatedMs = s.nowMs;
      return s.fetch(input);
    };
    const { sync } = await syncWorld(s, moving);
    expect((await sync.sync('manual')).lastSync).toMatchObject({ ok: true });
    // At most MAX_ROUNDS walks of 2 pages, and the 91 dates of CPC clicks of the first window.
    expect(s.requests).toBeLessThanOrEqual(MAX_ROUNDS * 2 + FIRST_WINDOW_DAYS + 1);
  });

  it('a date whose clicks grow by 700 on every request ends the sync saying so; the next sync reads it', async () => {
    const s = server();
    const date = '2026-06-17';
    s.create(10, 'click', date);
    let growing = true;
    const bursting: typeof fetch = async (input) => {
      if (growing && new URL(String(input)).searchParams.get('date') === date) s.create(700, 'click', date);
      return s.fetch(input);
    };
    const { sync, store } = await syncWorld(s, bursting);
    const failed = (await sync.sync('manual')).lastSync;
    // Past the pages its first answer counted, or walked CPC_MAX_PASSES times short: either way it stops and says so.
    expect(failed && !failed.ok && failed.message).toMatch(/more pages|different order/);
    growing = false;
    expect((await sync.sync('manual')).lastSync).toMatchObject({ ok: true });
    expect((await store.readAllClicks()).length).toBe(s.clicks.size);
  });
});

describe('CPC clicks: read again until decided', () => {
  it('a click decided on day 20 updates the copy, even with no CPC campaign promoted any more', async () => {
    const s = server();
    s.nowMs = START - 2 * 86_400_000;
    s.create(3, 'click', new Date(s.nowMs).toISOString().slice(0, 10));
    s.nowMs = START;
    const { sync, store, world } = await syncWorld(s);
    await sync.sync('schedule');
    expect((await store.readAllClicks()).map((c) => c.status)).toEqual(['pending', 'pending', 'pending']);
    world.promotes = false;
    // Day 20 after the click: the campaign is paused; the advertiser rejects one click.
    s.nowMs = START + 18 * 86_400_000;
    const click = [...s.clicks.values()][1]!;
    click.status = 'rejected';
    click.updatedMs = s.nowMs;
    s.nowMs += RECHECK_MS;
    expect((await sync.sync('schedule')).lastSync).toMatchObject({ ok: true });
    expect((await store.readAllClicks()).find((c) => c.id === click.id)?.status).toBe('rejected');
  });
});
