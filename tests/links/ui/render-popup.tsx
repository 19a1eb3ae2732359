// The popup rendered against a fake background: handlers answer by message name and every call is recorded.
import { cleanup, render } from '@testing-library/preact';
import { afterEach, vi } from 'vitest';
import { SendContext } from '../../../components/send-context';
import { canCarryLink, type PageTarget } from '../../../lib/links/ui/page-target';
import { PopupApp } from '../../../lib/links/ui/popup-app';
import { apiError, type FakeBackground, fakeBackground, type Handlers } from '../../support/fake-background';
import { ACCOUNT, CAMPAIGN, CHANNELS, converted, offer, PAGE_URL, page, siteInfo } from './fixtures';

afterEach(() => cleanup());

export { apiError, type FakeBackground, fakeBackground, type Handlers };

/** A background for the open campaign of PAGE_URL, with channels and one coupon; `overrides` replace answers. */
export function defaultHandlers(overrides: Handlers = {}): Handlers {
  return {
    'account.get': () => ACCOUNT,
    'site.info': () => siteInfo(CAMPAIGN),
    listChannels: () => page(CHANNELS),
    'link.convert': (r) => converted(r),
    listOffers: () => page([offer(7, { title: 'Flat 150 off', coupon_code: 'FRESH150', offer_type: 'coupon' })]),
    ...overrides,
  };
}

export function renderPopup(
  handlers: Handlers = defaultHandlers(),
  target: PageTarget = { url: PAGE_URL, title: 'Basmati rice 5 kg – Kirana Basket' },
) {
  const bg = fakeBackground(handlers);
  // As popup-start.ts does before the popup's code loads: popup.open for a page that can carry a link, else nothing.
  const opened = canCarryLink(target.url) ? bg.send('popup.open', { url: target.url }) : null;
  const view = render(
    <SendContext.Provider value={bg.send}>
      <PopupApp page={target} opened={opened} />
    </SendContext.Provider>,
  );
  return { ...bg, ...view };
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
