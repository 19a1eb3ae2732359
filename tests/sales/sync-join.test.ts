// A sync asked for while another runs joins it, unless the running one found Sales alerts off (or no key) and that
// changed meanwhile: switching Sales alerts on during a skipped run still syncs (a CI flake of sales.spec.ts).
import { describe, expect, it } from 'vitest';
import { setSalesSettings } from '../../lib/sales/settings';
import { AdversarialServer } from './adversarial-server';
import { syncWorld } from './sync-world';

const START = Date.parse('2026-06-18T09:30:00Z');

describe('sales sync: joining a running sync', () => {
  it('runs again when the run it joined was skipped because Sales alerts were off', async () => {
    const server = new AdversarialServer({ seed: 7, startMs: START, inclusive: false, churn: 0, clickChurn: 0 });
    server.nowMs = START - 3_600_000;
    server.create(5, 'sale');
    server.nowMs = START;
    const { sync, store } = await syncWorld(server);
    await setSalesSettings({ enabled: false });
    // The skipped run is held at its last step until Sales alerts are on and the second call has joined it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const readState = store.readState;
    store.readState = async () => {
      await held;
      store.readState = readState;
      return readState();
    };
    const skipped = sync.sync('schedule');
    await setSalesSettings({ enabled: true });
    const joined = sync.sync('manual');
    release();
    const switchedOn = await joined;
    expect((await skipped).skipped).toBe('off');
    expect(switchedOn.lastSync?.ok).toBe(true);
    expect(await store.readAllSales()).toHaveLength(5);
  });

  it('joins a run that syncs: one run, one set of requests', async () => {
    const server = new AdversarialServer({ seed: 8, startMs: START, inclusive: false, churn: 0, clickChurn: 0 });
    const { sync } = await syncWorld(server);
    const [a, b] = await Promise.all([sync.sync('manual'), sync.sync('manual')]);
    expect(a).toBe(b);
    const requests = server.requests;
    await sync.sync('manual');
    expect(server.requests).toBeGreaterThan(requests);
  });
});
