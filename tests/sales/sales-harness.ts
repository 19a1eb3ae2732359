// The sales sync against a real sandbox over HTTP: the background's own client (real `fetch`), fake IndexedDB
// stores, the sandbox and the background on the same fixed clock, and the notifications collected.

import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Notify } from '../../lib/sales/notifications';
import type { NotificationText } from '../../lib/sales/notify-text';
import { setSalesSettings } from '../../lib/sales/settings';
import { createSalesStore } from '../../lib/sales/store';
import { DEMO_KEYS } from '../../sandbox/keys';
import type { SandboxHandle } from '../../sandbox/server';
import type { PublisherState } from '../../sandbox/types';
import {
  type TestBackground as Background,
  type TestStores as BackgroundStores,
  freshStores,
  testBackground,
} from '../support/background-deps';

export const TODAY = new Date('2026-06-18T09:30:00Z');
export const KEY: string = DEMO_KEYS.inrLegacy.key;

export interface Sent {
  kind: Parameters<Notify>[0];
  text: NotificationText;
}

export interface SalesWorld {
  stores: BackgroundStores;
  notes: Sent[];
  start(fetchImpl?: typeof fetch): Background;
}

export function salesWorld(): SalesWorld {
  const stores = freshStores();
  const notes: Sent[] = [];
  return {
    stores,
    notes,
    start: (fetchImpl = globalThis.fetch) =>
      testBackground({
        stores,
        fetch: fetchImpl,
        transport: { maxRetries: 0, sleep: async () => {} },
        now: () => TODAY.getTime(),
        notify: async (kind, text) => {
          notes.push({ kind, text });
        },
      }),
  };
}

/** Saves the sandbox key through the background (the real /ping) and turns Sales alerts on. */
export async function saveKeyAndEnable(bg: Background, sandbox: SandboxHandle, key = KEY): Promise<void> {
  fakeBrowser.permissions.contains = (async () => true) as never;
  await bg.account.saveAccount({ apiKey: key, baseUrl: sandbox.baseUrl });
  await setSalesSettings({ enabled: true });
}

export function publisherOf(sandbox: SandboxHandle, key = KEY): PublisherState {
  return sandbox.state.publishers.get(sandbox.state.keys.get(key)!.publisherId)!;
}

/** The sandbox's own list of what the first sync should hold: updated in the last 90 days. */
export function updatedInRange(sandbox: SandboxHandle): string[] {
  const since = TODAY.getTime() - 90 * 86_400_000;
  return publisherOf(sandbox)
    .transactions.filter((t) => Date.parse(t.updatedAt) > since)
    .map((t) => `${t.id}:${t.status}:${t.updatedAt}`)
    .sort();
}

/** What the local copy holds, in the same form. */
export async function heldSales(stores: BackgroundStores): Promise<string[]> {
  const sales = await createSalesStore(stores.sales).readAllSales();
  return sales.map((t) => `${t.id}:${t.status}:${t.updated_at}`).sort();
}

export async function control(sandbox: SandboxHandle, body: Record<string, unknown>): Promise<{ id: number }[]> {
  const response = await fetch(`${sandbox.origin}/__sandbox/transactions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key: KEY, ...body }),
  });
  if (!response.ok) throw new Error(`control: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { id: number }[] }).data;
}

/**
 * Adds `count` sales, then spreads their `updated_at` over the last days one minute apart (oldest first), as a
 * busy account's would be; returns their ids in that order.
 */
export async function addSpreadSales(sandbox: SandboxHandle, count: number): Promise<number[]> {
  const added = await control(sandbox, { add: count });
  const pub = publisherOf(sandbox);
  const start = TODAY.getTime() - 5 * 86_400_000;
  added.forEach(({ id }, i) => {
    pub.transactionById.get(id)!.updatedAt = `${new Date(start + i * 60_000).toISOString().slice(0, 19)}Z`;
  });
  return added.map((a) => a.id);
}

export function requestsTo(sandbox: SandboxHandle, path: string): number {
  return sandbox.requests().filter((r) => r.path === path).length;
}
