// Renders a report or record section with a fake background (records every message) and a given account.
import { cleanup, type RenderResult, render } from '@testing-library/preact';
import type { ComponentChildren } from 'preact';
import { afterEach, vi } from 'vitest';
import { AccountContext } from '../../../components/account-context';
import { SendContext } from '../../../components/send-context';
import type { Ping } from '../../../lib/core/api/schemas';
import type { AccountState } from '../../../lib/core/model';
import * as samples from '../../core/api/samples';
import { type FakeBackground, fakeBackground, type Handlers } from '../fake-background';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.location.hash = '';
});

export { type FakeBackground as Background, fakeBackground, type Handlers };

export function account(currency: 'INR' | 'USD' = 'INR', scopes: string[] | null = null): AccountState {
  return {
    keySet: true,
    keyTail: '3f9a',
    baseUrl: 'http://127.0.0.1:8787/pub_api/v3',
    keyInvalid: false,
    identity: {
      ...(samples.ping as Ping),
      publisher: { ...samples.ping.publisher, currency },
      api_key: { ...samples.ping.api_key, scopes },
    },
  };
}

export function renderSection(
  ui: ComponentChildren,
  handlers: Handlers,
  state: AccountState = account(),
): FakeBackground & RenderResult {
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
