// Shared set-up for the background's tests: a fresh fake API, a background built for each test over fresh
// IndexedDB stores, host permission granted, and `send` going through the built background's `handleMessage`
// (what the worker registers), from one of the extension's own pages.
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { BackgroundDeps } from '../../../entrypoints/background/create-background';
import type { MessageSender } from '../../../lib/core/background/sender';
import type { InputOf, MessageName, PageOperation, RequestOf, Result } from '../../../lib/protocol';
import {
  type TestBackground as Background,
  type TestStores as BackgroundStores,
  freshStores,
  testBackground,
} from '../../support/background-deps';
import { BASE_URL, createFakeApi, type FakeApi, GOOD_KEY } from './fake-api';

let background: Background;

export function ownPage(path = '/popup.html'): MessageSender {
  return {
    id: fakeBrowser.runtime.id,
    url: fakeBrowser.runtime.getURL(path),
    origin: fakeBrowser.runtime.getURL('/').slice(0, -1),
  };
}

export interface TestBackground {
  api: () => FakeApi;
  permission: () => ReturnType<typeof vi.fn>;
  /** The background `send` talks to. */
  background: () => Background;
  /** The worker started again over the same stores (some replaced); `send` talks to the new one. */
  restart: (stores?: Partial<BackgroundStores>) => Background;
  /** The IndexedDB stores of the background under test. */
  stores: () => BackgroundStores;
}

/** `deps`: any of the background's dependencies to replace (the API, stores and transport are the harness's). */
export function useBackground(deps: Partial<BackgroundDeps> = {}): TestBackground {
  let api: FakeApi;
  let permission: ReturnType<typeof vi.fn>;
  let stores: BackgroundStores;
  const build = () =>
    testBackground({ ...deps, stores, fetch: api.fetch, transport: { maxRetries: 0, sleep: async () => {} } });
  beforeEach(() => {
    api = createFakeApi();
    stores = freshStores();
    background = build();
    permission = vi.fn(async () => true);
    fakeBrowser.permissions.contains = permission as never;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return {
    api: () => api,
    permission: () => permission,
    background: () => background,
    stores: () => stores,
    restart: (replaced = {}) => {
      stores = { ...stores, ...replaced };
      background = build();
      return background;
    },
  };
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
  return background.handleMessage(envelope(name, request), sender);
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
