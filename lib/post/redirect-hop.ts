// One hop of a short link's redirect chain, in the browser. `fetch(…, { redirect: 'manual' })` answers a redirect
// with an opaque response (status 0, no headers) even with the host's permission (measured in Chromium 156's
// service worker), so the Location is read from the browser's own record of the extension's request: the
// `webRequest.onHeadersReceived` event, which the extension sees only on hosts it has permission for (the short-link
// hosts the person allowed). The redirect itself is not followed: the next address is requested, or not, by the
// caller (short-link-expander.ts).
import { browser } from '../core/browser';
import type { FetchHop, RedirectHop } from './short-link-expander';

/** How long to wait for the browser's event after the response arrived (they come by different paths). */
const EVENT_GRACE_MS = 2_000;

interface HeadersEvent {
  url: string;
  tabId: number;
  statusCode: number;
  responseHeaders?: { name: string; value?: string }[];
}

export function createBrowserHop(fetchFn: typeof fetch = (...args) => fetch(...args)): FetchHop {
  const waiting = new Map<string, (hop: RedirectHop) => void>();
  let listening = false;

  function listen(): boolean {
    const events = browser.webRequest?.onHeadersReceived;
    if (!events) return false;
    if (listening) return true;
    listening = true;
    events.addListener(
      (details: HeadersEvent) => {
        if (details.tabId !== -1) return; // a tab's request, not the extension's own
        const resolve = waiting.get(details.url);
        if (!resolve) return;
        const location = details.responseHeaders?.find((h) => h.name.toLowerCase() === 'location')?.value ?? null;
        resolve({ status: details.statusCode, location });
        return undefined;
      },
      { urls: ['http://*/*', 'https://*/*'] },
      ['responseHeaders'],
    );
    return true;
  }

  return async (url, signal) => {
    if (!listen()) throw new Error('webRequest is not available');
    let seen: (hop: RedirectHop) => void = () => undefined;
    const event = new Promise<RedirectHop>((resolve) => {
      seen = resolve;
    });
    waiting.set(url, seen);
    try {
      const response = await fetchFn(url, {
        method: 'GET',
        redirect: 'manual',
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        cache: 'no-store',
        signal,
      });
      void response.body?.cancel().catch(() => undefined);
      if (response.type !== 'opaqueredirect') return { status: response.status, location: null };
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<RedirectHop>((resolve) => {
        timer = setTimeout(() => resolve({ status: 0, location: null }), EVENT_GRACE_MS);
      });
      try {
        return await Promise.race([event, late]);
      } finally {
        clearTimeout(timer);
      }
    } finally {
      if (waiting.get(url) === seen) waiting.delete(url);
    }
  };
}
