// The popup rendered against a fake background: handlers answer by message name and every call is recorded.
import { cleanup, render } from '@testing-library/preact';
import { afterEach, vi } from 'vitest';
import { SendContext } from '../../../components/send-context';
import type { PageTarget } from '../../../entrypoints/popup/page-url';
import { PopupApp } from '../../../entrypoints/popup/popup-app';
import { ApiError, type SerializedApiError } from '../../../lib/api/errors';
import type { Send } from '../../../lib/messaging/client';
import type { MessageName, RequestOf, ResponseOf } from '../../../lib/messaging/protocol';
import { ACCOUNT, CAMPAIGN, CHANNELS, converted, offer, PAGE_URL, page, siteInfo } from './fixtures';

afterEach(() => cleanup());

export type Handlers = {
  [N in MessageName]?: (request: RequestOf<N>) => ResponseOf<N> | Promise<ResponseOf<N>>;
};

export interface FakeBackground {
  send: Send;
  calls: { name: MessageName; request: unknown }[];
  requestsOf: <N extends MessageName>(name: N) => RequestOf<N>[];
}

export function fakeBackground(handlers: Handlers): FakeBackground {
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

/** A background for the open campaign of PAGE_URL, with channels and one coupon; `overrides` replace answers. */
export function defaultHandlers(overrides: Handlers = {}): Handlers {
  return {
    'account.get': () => ACCOUNT,
    'site.info': () => siteInfo(CAMPAIGN),
    'channels.list': () => page(CHANNELS),
    'link.convert': (r) => converted(r),
    'offers.list': () => page([offer(7, { title: 'Flat 150 off', coupon_code: 'FRESH150', offer_type: 'coupon' })]),
    ...overrides,
  };
}

export function renderPopup(
  handlers: Handlers = defaultHandlers(),
  target: PageTarget = { url: PAGE_URL, title: 'Basmati rice 5 kg – Kirana Basket' },
) {
  const bg = fakeBackground(handlers);
  const view = render(
    <SendContext.Provider value={bg.send}>
      <PopupApp page={target} />
    </SendContext.Provider>,
  );
  return { ...bg, ...view };
}

export function apiError(init: SerializedApiError): ApiError {
  return new ApiError(init);
}

/** A promise settled from outside, to control when the fake background answers. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** navigator.clipboard replaced by a recorder. */
export function stubClipboard() {
  const writeText = vi.fn(async (_text: string) => {});
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}
