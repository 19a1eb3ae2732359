// The popup's first message leaves before its main code has loaded: the page runs popup-start.js first (a few
// hundred bytes), which works out the page and sends `popup.open`, so the background converts while the popup's
// main script is still loading and parsing. main.tsx hands the answer to the popup's components.
// Only type imports besides page-target.ts: this must stay out of the main bundle's chunks.

import { canCarryLink, currentPage, type PageTarget, type TabsQuery } from '../../lib/links/ui/page-target';
import type { Envelope } from '../../lib/protocol';

/** What the start needs of the extension API: `browser` and Chrome's promise-based `chrome` both fit. */
export interface StartApi {
  runtime: { sendMessage(message: Envelope): Promise<unknown> };
  tabs: TabsQuery;
}

export interface PopupStart {
  page: PageTarget;
  /** The background's raw answer to `popup.open` (a `Result`); null for a page that cannot carry a link. */
  opened: Promise<unknown> | null;
  /**
   * That answer once it has arrived. It usually arrives before the popup's main code has loaded: the popup's first
   * render then shows it, rather than a render without it and another once its promise is read.
   */
  answer?: unknown;
}

export async function startPopup(api: StartApi, search: string): Promise<PopupStart> {
  const page = await currentPage(search, api.tabs);
  if (!canCarryLink(page.url)) return { page, opened: null };
  const opened = sendNow(api, { name: 'popup.open', request: { url: page.url } });
  const start: PopupStart = { page, opened };
  opened.then(
    (value) => {
      start.answer = value;
    },
    () => {}, // reported when the popup takes it
  );
  return start;
}

/** A send that fails at once (a stale extension context throws) fails like any other, as a rejected answer. */
function sendNow(api: StartApi, message: Envelope<'popup.open'>): Promise<unknown> {
  try {
    return api.runtime.sendMessage(message);
  } catch (error) {
    return Promise.reject(error);
  }
}
