// Shared set-up for the background's tests: a fresh fake API, fresh IndexedDB stores, host permission granted,
// and `send` going through the same `handleMessage` the worker uses, from one of the extension's own pages.
import { createStore } from 'idb-keyval';
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { setApiOverrides } from '../../../lib/background/api-client';
import { clearAllCaches, setCacheStore } from '../../../lib/background/cache';
import { forgetCampaignIndexCache } from '../../../lib/background/campaign-index';
import { setCampaignIndexStore } from '../../../lib/background/campaign-index-store';
import { handleMessage } from '../../../lib/background/router';
import type { MessageSender } from '../../../lib/background/sender';
import type { InputOf, MessageName, PageOperation, RequestOf, Result } from '../../../lib/messaging/protocol';
import { setSiteOptionsStore } from '../../../lib/storage/site-options';
import { BASE_URL, createFakeApi, type FakeApi, GOOD_KEY } from './fake-api';

let run = 0;

export function ownPage(path = '/popup.html'): MessageSender {
  return {
    id: fakeBrowser.runtime.id,
    url: fakeBrowser.runtime.getURL(path),
    origin: fakeBrowser.runtime.getURL('/').slice(0, -1),
  };
}

export function useBackground(): { api: () => FakeApi; permission: () => ReturnType<typeof vi.fn> } {
  let api: FakeApi;
  let permission: ReturnType<typeof vi.fn>;
  beforeEach(async () => {
    run++;
    api = createFakeApi();
    setApiOverrides({ fetch: api.fetch, maxRetries: 0, sleep: async () => {} });
    setCacheStore(createStore(`test-cache-${run}`, 'entries'));
    setSiteOptionsStore(createStore(`test-sites-${run}`, 'sites'));
    setCampaignIndexStore(createStore(`test-index-${run}`, 'index'));
    forgetCampaignIndexCache();
    await clearAllCaches();
    permission = vi.fn(async () => true);
    fakeBrowser.permissions.contains = permission as never;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return { api: () => api, permission: () => permission };
}

/** A named message, or an API operation (sent as the generic `api.call`). */
type Name = MessageName | PageOperation;
type RequestFor<N extends Name> = N extends MessageName ? RequestOf<N> : N extends PageOperation ? InputOf<N> : never;

function envelope(name: Name, request: unknown) {
  return name.includes('.') ? { name, request } : { name: 'api.call', request: { operation: name, input: request } };
}

export function send<N extends Name>(
  name: N,
  request: RequestFor<N>,
  sender: MessageSender = ownPage(),
): Promise<Result<unknown>> {
  return handleMessage(envelope(name, request), sender);
}

/** Sends and expects success; the data typed loosely for assertions. */
export async function ok<N extends Name>(name: N, request: RequestFor<N>): Promise<Record<string, unknown>> {
  const result = await send(name, request);
  if (!result.ok) throw new Error(`${name} failed: ${JSON.stringify(result.error)}`);
  return result.data as Record<string, unknown>;
}

export async function saveGoodKey(): Promise<void> {
  await ok('account.save', { apiKey: GOOD_KEY, baseUrl: BASE_URL });
}
