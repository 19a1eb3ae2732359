// `npm run bench`, sales part: the sales sync run in Node (the background's own createBackground and client, real
// HTTP to the large sandbox, fake-indexeddb in place of the browser's IndexedDB, wxt's fake browser for
// storage.local), because driving the real worker through a 20,000-transaction sync and reading its heap is not
// practical from Playwright. Measured: requests, time and the heap's peak growth of the initial sync; requests and
// time of an incremental sync after 100 changes. Note: fake-indexeddb keeps the stored copy in the JS heap (a browser
// keeps it outside), so the peak is given both whole and less what the stored copy retains after the sync.
import 'fake-indexeddb/auto';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startSandbox } from '../sandbox/server';
import { fakeGetMessage, loadEnglish } from '../tests/support/i18n-fake';

const g = globalThis as unknown as { chrome?: unknown; browser?: unknown; gc?: () => void };
g.chrome = fakeBrowser;
g.browser = fakeBrowser;
fakeBrowser.i18n.getMessage = fakeGetMessage(loadEnglish()) as typeof fakeBrowser.i18n.getMessage;
fakeBrowser.i18n.getUILanguage = () => 'en';

interface InitialSync {
  /** Transactions updated in the last 90 days: what the first sync must store. */
  inRange: number;
  stored: number;
  transactionRequests: number;
  requests: number;
  ms: number;
  /** Highest heap use during the sync, less the heap before it (garbage included). */
  peakHeapGrowthMiB: number;
  /** Heap still held after the sync and a GC: mostly fake-indexeddb's copy of the records. */
  retainedMiB: number;
}

export interface SalesBench {
  /** The large sandbox as seeded (Asha's transactions updated in the last 90 days). */
  initial: InitialSync;
  incremental: { changes: number; transactionRequests: number; requests: number; ms: number; notifications: number };
  /** A scheduled sync right after, with nothing changed. */
  quiet: { requests: number; notifications: number };
  /** The large sandbox with sales added so that about 20,000 transactions were updated in the last 90 days. */
  initial20k: InitialSync;
  /** The popup's record after the sync, to fill the real extension's copy for the popup timing. */
  glance: unknown;
}

const MiB = 2 ** 20;
const DAY_MS = 86_400_000;
let worlds = 0;

export async function salesSyncBench(): Promise<SalesBench> {
  // Imported after the globals are in place: wxt/browser reads them when it loads.
  const { createBackground } = await import('../entrypoints/background/create-background');
  const { createStore } = await import('idb-keyval');
  const { salesSyncOf } = await import('../lib/sales/services');
  const { setSalesSettings } = await import('../lib/sales/settings');
  const { createSalesStore } = await import('../lib/sales/store');
  const { SALES_GLANCE_RECORD } = await import('../lib/sales/glance');

  const sandbox = await startSandbox({ port: 0, quiet: true, scale: 'large' });
  const key = sandbox.keys.inrLegacy.key;
  const pub = sandbox.state.publishers.get(sandbox.state.keys.get(key)!.publisherId)!;
  const count = (path: string) => sandbox.requests().filter((r) => r.path === path).length;
  let notifications = 0;

  /** A background over new stores with the sandbox key saved (as account.save leaves it) and Sales alerts on. */
  async function newWorld() {
    worlds++;
    const stores = {
      cache: createStore(`bench-cache-${worlds}`, 'entries'),
      siteOptions: createStore(`bench-sites-${worlds}`, 'sites'),
      campaignIndex: createStore(`bench-index-${worlds}`, 'index'),
      sales: createStore(`bench-sales-${worlds}`, 'records'),
      history: createStore(`bench-history-${worlds}`, 'entries'),
      queue: createStore(`bench-queue-${worlds}`, 'entries'),
    };
    const bg = createBackground({
      stores,
      readSuffixList: async () => '',
      // The sync follows no short links.
      shortLinks: { hasPermission: async () => false },
      notify: async () => {
        notifications++;
      },
      loadEngine: async () => ({}),
    });
    const ping = await fetch(`${sandbox.baseUrl}/ping`, { headers: { Authorization: `Token ${key}` } });
    await fakeBrowser.storage.local.set({
      account: {
        apiKey: key,
        keyId: 'bench',
        baseUrl: sandbox.baseUrl,
        identity: await ping.json(),
        keyInvalid: false,
      },
    });
    await setSalesSettings({ enabled: true });
    return { bg, sales: createSalesStore(stores.sales) };
  }

  async function initialSync(): Promise<InitialSync & { world: Awaited<ReturnType<typeof newWorld>> }> {
    const world = await newWorld();
    const since = Date.now() - 90 * DAY_MS;
    const inRange = pub.transactions.filter((t) => Date.parse(t.updatedAt) > since).length;
    g.gc?.();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 2);
    sandbox.clearRequests();
    const t0 = performance.now();
    const outcome = await salesSyncOf(world.bg).sync('schedule');
    const ms = performance.now() - t0;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    if (!outcome.lastSync?.ok) throw new Error(`initial sync failed: ${JSON.stringify(outcome.lastSync)}`);
    g.gc?.();
    return {
      world,
      inRange,
      stored: await world.sales.countSales(),
      transactionRequests: count('/transactions'),
      requests: sandbox.requests().length,
      ms,
      peakHeapGrowthMiB: (peak - before) / MiB,
      retainedMiB: (process.memoryUsage().heapUsed - before) / MiB,
    };
  }

  async function control(body: Record<string, unknown>): Promise<{ id: number }[]> {
    const response = await fetch(`${sandbox.origin}/__sandbox/transactions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key, ...body }),
    });
    if (!response.ok) throw new Error(`sandbox control: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: { id: number }[] }).data;
  }

  try {
    const { world: _seeded, ...initial } = await initialSync();

    // About 20,000 in range: added sales, their updated_at spread over the last 80 days at random seconds.
    const now = Date.now();
    for (let left = 20_000 - initial.inRange; left > 0; left -= 5000) {
      for (const { id } of await control({ add: Math.min(5000, left) })) {
        const at = now - 80 * DAY_MS + Math.floor(Math.random() * 80 * 86_400) * 1000;
        pub.transactionById.get(id)!.updatedAt = `${new Date(at).toISOString().slice(0, 19)}Z`;
      }
    }
    const { world, ...initial20k } = await initialSync();

    // 100 changes in the sandbox (pending ones validated), then a scheduled sync of the 20,000 copy.
    const ids = pub.transactions
      .filter((t) => t.status === 'pending')
      .slice(0, 100)
      .map((t) => t.id);
    await control({ ids, status: 'validated' });
    sandbox.clearRequests();
    notifications = 0;
    const t0 = performance.now();
    await salesSyncOf(world.bg).sync('schedule');
    const incremental = {
      changes: ids.length,
      transactionRequests: count('/transactions'),
      requests: sandbox.requests().length,
      ms: performance.now() - t0,
      notifications,
    };
    sandbox.clearRequests();
    notifications = 0;
    await salesSyncOf(world.bg).sync('schedule');
    const quiet = { requests: sandbox.requests().length, notifications };
    const glance = (await fakeBrowser.storage.local.get(SALES_GLANCE_RECORD))[SALES_GLANCE_RECORD];
    return { initial, incremental, quiet, initial20k, glance };
  } finally {
    await sandbox.close();
  }
}
