// Issue 27, item 3, as the attack ran: a hostile API echoes the API key into a sale's campaign name and sub IDs.
// The key must appear in none of the notification, the local copy in IndexedDB, the Sales table and its CSV.
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { NotificationText } from '../../lib/sales/notify-text';
import { setSalesSettings } from '../../lib/sales/settings';
import { createSalesStore, emptySyncState } from '../../lib/sales/store';
import { SalesSection } from '../../lib/sales/ui/sales-section';
import { BASE_URL, createFakeApi, type FakeApi, GOOD_KEY, meta } from '../core/background/fake-api';
import { ownPage } from '../core/background/harness';
import { type TestBackground as Background, freshStores, testBackground } from '../support/background-deps';
import { renderSection } from '../support/options/section-harness';
import { sale } from './sale';

const MASKED = `••••${GOOD_KEY.slice(-4)}`;
let api: FakeApi;
let stores: ReturnType<typeof freshStores>;
let notes: NotificationText[];
let bg: Background;

beforeEach(async () => {
  api = createFakeApi();
  stores = freshStores();
  notes = [];
  fakeBrowser.permissions.contains = vi.fn(async () => true) as never;
  bg = testBackground({
    stores,
    fetch: api.fetch,
    transport: { maxRetries: 0, sleep: async () => {} },
    now: () => Date.parse('2026-06-18T09:30:00Z'),
    notify: async (_, text) => {
      notes.push(text);
    },
  });
  const saved = await bg.handleMessage(
    { name: 'account.save', request: { apiKey: GOOD_KEY, baseUrl: BASE_URL } },
    ownPage(),
  );
  expect(saved.ok).toBe(true);
  await setSalesSettings({ enabled: true, notify: ['new', 'validated'] });
});
afterEach(() => vi.restoreAllMocks());

function answerTransactions(data: unknown[]) {
  api.route('GET /transactions', () => ({ status: 200, body: { data, meta: meta(data.length) } }));
}

const echoed = () =>
  sale(41, 'pending', '2026-06-18T09:00:00Z', {
    campaign_name: `Kirana ${GOOD_KEY}`,
    sub_id: GOOD_KEY,
    sub_id_2: `key=${GOOD_KEY}&x=1`,
    order_id: 'OD-41',
  });

describe('a key the API echoes into a sale', () => {
  it('is masked in the notification, the copy in IndexedDB, the Sales table and its CSV', async () => {
    answerTransactions([]);
    await bg.sales.sync('schedule'); // the first sync is history; the next one tells news
    answerTransactions([echoed()]);
    await bg.sales.sync('schedule');

    // The notification: said, and naming the campaign with the key masked.
    expect(notes).toHaveLength(1);
    expect(JSON.stringify(notes)).not.toContain(GOOD_KEY);
    expect(notes[0]?.message).toBe(`Kirana ${MASKED}`);

    // IndexedDB: the record and the sync's state.
    const store = createSalesStore(stores.sales);
    const held = await store.readAllSales();
    expect(held).toHaveLength(1);
    expect(JSON.stringify([held, await store.readState()])).not.toContain(GOOD_KEY);
    expect(held[0]).toMatchObject({ campaign_name: `Kirana ${MASKED}`, sub_id: MASKED, order_id: 'OD-41' });

    // Options -> Sales reads that store itself: its table and its CSV.
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderSection(<SalesSection readSales={() => store.readAllSales()} />, {
      'sales.status': () => ({
        settings: { enabled: true, notify: ['new', 'validated'], intervalMinutes: 15 },
        running: false,
        lastSync: null,
        count: 1,
        skipped: 0,
      }),
    });
    const region = screen.getByRole('region', { name: 'Sales' });
    const table = await within(region).findByRole('table', { name: 'Synced sales' });
    await waitFor(() => expect(table.textContent).toContain('Kirana'));
    expect(region.textContent).not.toContain(GOOD_KEY);
    expect(table.textContent).toContain(MASKED);
    fireEvent.click(within(region).getByRole('button', { name: 'Export sales as CSV' }));
    expect(blobs).toHaveLength(1);
    const csv = await blobs[0]!.text();
    expect(csv).toContain('OD-41');
    expect(csv).not.toContain(GOOD_KEY);
    expect(csv).toContain(MASKED);
  });

  it('is masked in a copy stored before masking existed, once, at the next sync', async () => {
    const raw = createSalesStore(stores.sales);
    await raw.putSales([{ ...echoed(), id: 7, seenStatuses: ['pending'] }], emptySyncState());
    expect(JSON.stringify(await raw.readAllSales())).toContain(GOOD_KEY);
    answerTransactions([]);
    await bg.sales.sync('schedule');
    const held = await raw.readAllSales();
    expect(held.map((h) => h.id)).toEqual([7]);
    expect(JSON.stringify(held)).not.toContain(GOOD_KEY);
    expect(held[0]?.sub_id).toBe(MASKED);
  });

  it('is masked in an error the sync stores for Last sync', async () => {
    api.route('GET /transactions', () => ({ status: 422, body: { error: `bad token ${GOOD_KEY}` } }));
    await bg.sales.sync('manual');
    const state = await createSalesStore(stores.sales).readState();
    expect(state?.lastSync).toMatchObject({ ok: false });
    expect(JSON.stringify(state)).not.toContain(GOOD_KEY);
    expect(JSON.stringify(state)).toContain(MASKED);
  });
});
