// Renders a report or record section with a fake background (records every message) and a given account.
import { cleanup, type RenderResult, render } from '@testing-library/preact';
import type { ComponentChildren } from 'preact';
import { afterEach, vi } from 'vitest';
import { AccountContext } from '../../../components/account-context';
import { SendContext } from '../../../components/send-context';
import { ApiError } from '../../../lib/api/errors';
import type { Send } from '../../../lib/messaging/client';
import type { AccountState, MessageName, RequestOf, ResponseOf } from '../../../lib/messaging/protocol';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.location.hash = '';
});

export type Handlers = {
  [N in MessageName]?: (request: RequestOf<N>) => ResponseOf<N> | Promise<ResponseOf<N>>;
};

export interface Background {
  send: Send;
  calls: { name: MessageName; request: unknown }[];
  requestsOf: <N extends MessageName>(name: N) => RequestOf<N>[];
}

export function fakeBackground(handlers: Handlers): Background {
  const calls: { name: MessageName; request: unknown }[] = [];
  const send = (async (name: MessageName, request: unknown) => {
    calls.push({ name, request });
    const handler = handlers[name] as ((r: unknown) => unknown) | undefined;
    if (!handler) throw new ApiError({ kind: 'refused', message: `The fake background has no answer for ${name}.` });
    return handler(request);
  }) as Send;
  return {
    send,
    calls,
    requestsOf: <N extends MessageName>(name: N) =>
      calls.filter((c) => c.name === name).map((c) => c.request as RequestOf<N>),
  };
}

export function account(currency: 'INR' | 'USD' = 'INR', scopes: string[] | null = null): AccountState {
  return {
    keySet: true,
    keyTail: '3f9a',
    baseUrl: 'http://127.0.0.1:8787/pub_api/v3',
    keyInvalid: false,
    identity: {
      status: 'ok',
      version: '3.0',
      publisher: {
        id: 4821,
        name: 'Deal Hunters',
        email: 'ops@dealhunters.example',
        publisher_id: 'PUB4821',
        currency,
      },
      api_key: { name: 'Browser extension', scopes, last_used_at: '2025-03-14T09:12:44Z' },
    },
  };
}

export function renderSection(
  ui: ComponentChildren,
  handlers: Handlers,
  state: AccountState = account(),
): Background & RenderResult {
  const bg = fakeBackground(handlers);
  const view = render(
    <SendContext.Provider value={bg.send}>
      <AccountContext.Provider value={state}>{ui}</AccountContext.Provider>
    </SendContext.Provider>,
  );
  return { ...bg, ...view };
}

/** Freezes "now" (Date only: timers stay real so debounces and waitFor work). */
export function today(iso: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}
