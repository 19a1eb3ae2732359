// @vitest-environment node
// The sales sync against the sandbox over HTTP (the "Must show" list of issue 12).
import { describe, expect, it } from 'vitest';
import { readAccount } from '../../lib/core/account/key-store';
import { initialSince } from '../../lib/sales/cursor';
import { setSalesSettings } from '../../lib/sales/settings';
import { createSalesStore } from '../../lib/sales/store';
import { sandboxForFile } from '../support/sandbox-for-file';
import {
  addSpreadSales,
  control,
  heldSales,
  KEY,
  publisherOf,
  requestsTo,
  salesWorld,
  saveKeyAndEnable,
  TODAY,
  updatedInRange,
} from './sales-harness';

const sandbox = sandboxForFile({ today: TODAY });

describe('sales sync against the sandbox', () => {
  it('first sync stores every transaction updated in the last 90 days and notifies nothing', async () => {
    const world = salesWorld();
    const bg = world.start();
    await saveKeyAndEnable(bg, sandbox);
    sandbox.clearRequests();
    const outcome = await bg.sales.sync('schedule');
    expect(outcome.lastSync).toMatchObject({ ok: true });
    const expected = updatedInRange(sandbox);
    expect(expected.length).toBeGreaterThan(50);
    expect(await heldSales(world.stores)).toEqual(expected);
    expect(world.notes).toEqual([]);
    const first = sandbox.requests().find((r) => r.path === '/transactions')!;
    expect(first.query).toMatchObject({ sort: 'id', order: 'asc', per_page: '500' });
  });

  it('a second sync with no change makes one transactions request, at most 3 in all, and notifies nothing', async () => {
    const world = salesWorld();
    const bg = world.start();
    await saveKeyAndEnable(bg, sandbox);
    await bg.campaignIndex.refresh(); // the account promotes an open CPC campaign: clicks are synced too
    await bg.sales.sync('schedule');
    expect(requestsTo(sandbox, '/cpc_clicks')).toBeGreaterThan(0);
    sandbox.clearRequests();
    await bg.sales.sync('schedule');
    expect(requestsTo(sandbox, '/transactions')).toBe(1);
    expect(sandbox.requests().length).toBeLessThanOrEqual(3);
    expect(requestsTo(sandbox, '/cpc_clicks')).toBe(2);
    expect(world.notes).toEqual([]);
  });

  it('the first sync reads CPC clicks as far back as transactions (90 days), each date once', async () => {
    const world = salesWorld();
    const bg = world.start();
    await saveKeyAndEnable(bg, sandbox);
    await bg.campaignIndex.refresh(); // the account promotes an open CPC campaign
    sandbox.clearRequests();
    expect((await bg.sales.sync('schedule')).lastSync).toMatchObject({ ok: true });
    const dates = sandbox
      .requests()
      .filter((r) => r.path === '/cpc_clicks')
      .map((r) => r.query.date);
    expect(new Set(dates).size).toBe(91);
    // The transactions' first window starts at 2026-03-20T09:30:00Z: that UTC day's clicks are read too.
    expect(dates).toContain(initialSince(TODAY.getTime()).slice(0, 10));
    const held = await createSalesStore(world.stores.sales).readAllClicks();
    const served = [...publisherOf(sandbox).cpcByDate].flatMap(([, clicks]) => clicks.map((c) => c.id));
    expect(held.map((c) => c.id).sort()).toEqual(served.sort());
    // Clicks of 40 days ago (the sandbox has 60 days of them), which a 15-day window never read.
    expect(held.some((c) => c.click_date === '2026-05-09')).toBe(true);
    sandbox.clearRequests();
    await bg.sales.sync('schedule');
    expect(requestsTo(sandbox, '/cpc_clicks')).toBe(2);
  });

  it('one status change in the sandbox gives exactly one notification naming it', async () => {
    const world = salesWorld();
    const bg = world.start();
    await saveKeyAndEnable(bg, sandbox);
    await bg.sales.sync('schedule');
    const pending = publisherOf(sandbox).transactions.find((t) => t.status === 'pending')!;
    const campaign = sandbox.state.campaignById.get(pending.campaignId)!.name;
    await control(sandbox, { ids: [pending.id], status: 'validated' });
    await bg.sales.sync('schedule');
    expect(world.notes).toHaveLength(1);
    expect(world.notes[0]!.text.title).toMatch(/^1 sale validated · ₹[\d,]+\.\d\d commission$/);
    expect(world.notes[0]!.text.message).toBe(campaign);
    // Seen once, told once: the next syncs (which see it again in the cursor's overlap) say nothing.
    await bg.sales.sync('schedule');
    await bg.sales.sync('manual');
    expect(world.notes).toHaveLength(1);
  });

  it('groups the changes of one sync in one notification, only of the chosen kinds', async () => {
    const world = salesWorld();
    const bg = world.start();
    await saveKeyAndEnable(bg, sandbox);
    await setSalesSettings({ notify: ['new'] });
    await bg.sales.sync('schedule');
    await control(sandbox, { add: 5, commission: '248.00' });
    const validated = publisherOf(sandbox).transactions.find((t) => t.status === 'pending')!;
    await control(sandbox, { ids: [validated.id], status: 'validated' });
    await bg.sales.sync('schedule');
    expect(world.notes.map((n) => n.text.title)).toEqual(['5 new sales · ₹1,240.00 commission']);
  });

  it('a sync stopped after its second page and started again ends with the records of an uninterrupted one', async () => {
    await addSpreadSales(sandbox, 1300); // 3+ pages of 500
    const uninterrupted = salesWorld();
    const whole = uninterrupted.start();
    await saveKeyAndEnable(whole, sandbox);
    await whole.sales.sync('schedule');

    const stopped = salesWorld();
    let pages = 0;
    const stopAfterTwo: typeof fetch = async (input, init) => {
      if (String(input).includes('/transactions') && ++pages > 2) throw new TypeError('worker stopped');
      return fetch(input, init);
    };
    const first = stopped.start(stopAfterTwo);
    await saveKeyAndEnable(first, sandbox);
    const cut = await first.sales.sync('schedule');
    expect(cut.lastSync).toMatchObject({ ok: false });
    expect(pages).toBe(3);
    expect((await heldSales(stopped.stores)).length).toBeGreaterThanOrEqual(999);

    sandbox.clearRequests();
    const restarted = stopped.start(); // a new worker over the same stores
    await restarted.sales.sync('manual');
    // It goes on from the stored position (page 3 of the same query), not from the start.
    const resumed = sandbox.requests().find((r) => r.path === '/transactions')!;
    expect(resumed.query).toMatchObject({ updated_since: initialSince(TODAY.getTime()), page: '3' });
    expect(await heldSales(stopped.stores)).toEqual(await heldSales(uninterrupted.stores));
    expect(await heldSales(stopped.stores)).toEqual(updatedInRange(sandbox));
    expect(stopped.notes).toEqual([]);
  });

  it('keeps both records that share the cursor timestamp across a page boundary', async () => {
    const ids = await addSpreadSales(sandbox, 700);
    const pub = publisherOf(sandbox);
    // Order the range as the API does (updated_at, then id) and give the 500th and 501st the same second.
    const since = TODAY.getTime() - 90 * 86_400_000;
    const range = pub.transactions
      .filter((t) => Date.parse(t.updatedAt) > since)
      .sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt) || a.id - b.id);
    const last = range[499]!;
    const next = range[500]!;
    next.updatedAt = last.updatedAt;
    expect(ids).toContain(next.id);
    const world = salesWorld();
    const bg = world.start();
    await saveKeyAndEnable(bg, sandbox);
    await bg.sales.sync('schedule');
    const held = await heldSales(world.stores);
    expect(held).toContain(`${last.id}:${last.status}:${last.updatedAt}`);
    expect(held).toContain(`${next.id}:${next.status}:${next.updatedAt}`);
    expect(held).toEqual(updatedInRange(sandbox));
  });

  it('pages by id through one query, then one page from the new cursor: ⌈records ÷ 500⌉ + 1 requests', async () => {
    await addSpreadSales(sandbox, 1300);
    const world = salesWorld();
    const bg = world.start();
    await saveKeyAndEnable(bg, sandbox);
    sandbox.clearRequests();
    await bg.sales.sync('schedule');
    const asked = sandbox.requests().filter((r) => r.path === '/transactions');
    const walk = Math.ceil(updatedInRange(sandbox).length / 500);
    expect(asked).toHaveLength(walk + 1);
    expect(new Set(asked.slice(0, walk).map((r) => r.query.updated_since)).size).toBe(1);
    expect(asked.slice(0, walk).map((r) => r.query.page)).toEqual(asked.slice(0, walk).map((_, i) => String(i + 1)));
    expect(asked[walk]!.query).toMatchObject({ page: '1' });
    expect(asked[walk]!.query.updated_since).not.toBe(asked[0]!.query.updated_since);
  });

  it('a record read on page 1 that changes before page 2: the record that slipped onto page 1 is still kept', async () => {
    await addSpreadSales(sandbox, 1300);
    const since = TODAY.getTime() - 90 * 86_400_000;
    const range = publisherOf(sandbox)
      .transactions.filter((t) => Date.parse(t.updatedAt) > since)
      .sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt) || a.id - b.id);
    const changing = range[10]!;
    const slipping = range[500]!; // first of page 2 until `changing` moves to the end
    const world = salesWorld();
    let pages = 0;
    const changeAfterFirstPage: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (String(input).includes('/transactions') && ++pages === 1) {
        await control(sandbox, { ids: [changing.id], status: changing.status === 'rejected' ? 'pending' : 'rejected' });
      }
      return response;
    };
    const bg = world.start(changeAfterFirstPage);
    await saveKeyAndEnable(bg, sandbox);
    sandbox.clearRequests();
    await bg.sales.sync('schedule');
    const held = await heldSales(world.stores);
    expect(held).toContain(`${slipping.id}:${slipping.status}:${slipping.updatedAt}`);
    expect(held).toEqual(updatedInRange(sandbox));
    // The walk asked again from the changed record's old second once it saw it come back newer.
    const sinces = sandbox
      .requests()
      .filter((r) => r.path === '/transactions')
      .map((r) => r.query.updated_since);
    expect(new Set(sinces).size).toBe(2);
  });

  it('more records in one second than a page holds: pages on by number, none lost', async () => {
    await control(sandbox, { add: 600 }); // all updated at the sandbox's one "now"
    const world = salesWorld();
    const bg = world.start();
    await saveKeyAndEnable(bg, sandbox);
    await bg.sales.sync('schedule');
    expect(await heldSales(world.stores)).toEqual(updatedInRange(sandbox));
  });

  it('a 401 gives one notification over three alarms, marks the account, and asks nothing more', async () => {
    const world = salesWorld();
    const bg = world.start();
    await saveKeyAndEnable(bg, sandbox);
    await bg.sales.sync('schedule');
    sandbox.clearRequests();
    sandbox.addFault({ path: '/transactions', status: 401, count: 10 });
    for (let i = 0; i < 3; i++) await bg.sales.sync('schedule');
    expect(world.notes.filter((n) => n.kind === 'refused')).toHaveLength(1);
    expect(world.notes).toHaveLength(1);
    expect((await readAccount()).keyInvalid).toBe(true);
    expect(requestsTo(sandbox, '/transactions')).toBe(1);
    expect((await bg.sales.status()).lastSync).toMatchObject({ ok: false, kind: 'unauthorized' });
  });

  it('a 5xx backs off: the next alarms ask nothing until the wait is over; Sync now still asks', async () => {
    const world = salesWorld();
    const bg = world.start();
    await saveKeyAndEnable(bg, sandbox);
    sandbox.addFault({ path: '/transactions', status: 503, count: 1 });
    await bg.sales.sync('schedule');
    sandbox.clearRequests();
    await bg.sales.sync('schedule');
    expect(sandbox.requests()).toEqual([]);
    await bg.sales.sync('manual');
    expect(requestsTo(sandbox, '/transactions')).toBe(1);
    expect((await bg.sales.status()).lastSync).toMatchObject({ ok: true });
  });

  it('a record that does not fit the schema is skipped and counted; the sync goes on', async () => {
    const real = await fetch(`${sandbox.baseUrl}/transactions?updated_since=2026-01-01T00:00:00Z&per_page=2`, {
      headers: { Authorization: `Token ${KEY}` },
    });
    const [good, other] = ((await real.json()) as { data: Record<string, unknown>[] }).data;
    const body = {
      data: [good, { ...other, user_commission: 12.5 }],
      meta: { page: 1, per_page: 500, total: 2, total_pages: 1, next_page: null, prev_page: null },
    };
    sandbox.addFault({ path: '/transactions', status: 200, body: JSON.stringify(body), count: 1 });
    const world = salesWorld();
    const bg = world.start();
    await saveKeyAndEnable(bg, sandbox);
    const outcome = await bg.sales.sync('schedule');
    expect(outcome.lastSync).toMatchObject({ ok: true, skipped: 1 });
    expect(await heldSales(world.stores)).toEqual([`${good!.id}:${good!.status}:${good!.updated_at}`]);
    expect((await bg.sales.status()).skipped).toBe(1);
  });

  it('with Sales alerts off, no request is made', async () => {
    const world = salesWorld();
    const bg = world.start();
    await saveKeyAndEnable(bg, sandbox);
    await setSalesSettings({ enabled: false });
    sandbox.clearRequests();
    expect(await bg.sales.sync('manual')).toMatchObject({ skipped: 'off' });
    expect(sandbox.requests()).toEqual([]);
  });

  it('two syncs at once are one: Sync now joins the running one', async () => {
    const world = salesWorld();
    const bg = world.start();
    await saveKeyAndEnable(bg, sandbox);
    sandbox.clearRequests();
    await Promise.all([bg.sales.sync('schedule'), bg.sales.sync('manual')]);
    expect(requestsTo(sandbox, '/transactions')).toBe(1);
  });

  it('a key of another publisher clears the copy', async () => {
    const world = salesWorld();
    const bg = world.start();
    await saveKeyAndEnable(bg, sandbox);
    await bg.sales.sync('schedule');
    expect((await heldSales(world.stores)).length).toBeGreaterThan(0);
    const usd = sandbox.keys.usdFull.key;
    await saveKeyAndEnable(bg, sandbox, usd);
    await bg.sales.sync('schedule');
    const usdIds = new Set(publisherOf(sandbox, usd).transactions.map((t) => t.id));
    const held = await heldSales(world.stores);
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((h) => usdIds.has(Number(h.split(':')[0])))).toBe(true);
  });
});
