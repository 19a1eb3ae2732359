// The popup's first requests leave before its main code has loaded: the page runs start.ts first (a few hundred
// bytes), which works out the page and sends them, so the background converts while the popup's main script is
// still loading and parsing. main.tsx then hands the answers to the components' identical requests.
// Only type imports besides page-target.ts: this must stay out of the main bundle's chunks.
import type { Envelope, MessageName, RequestOf } from '../../lib/messaging/protocol';
import { canCarryLink, currentPage, type PageTarget, type TabsQuery } from './page-target';

export type EarlyRequest = { [N in MessageName]: [N, RequestOf<N>] }[MessageName];
/** An early request and the background's raw answer (a `Result`; the messaging client unwraps it). */
export type SentRequest = [name: MessageName, request: unknown, answer: Promise<unknown>];

/** What the start needs of the extension API: `browser` and Chrome's promise-based `chrome` both fit. */
export interface StartApi {
  runtime: { sendMessage(message: Envelope): Promise<unknown> };
  tabs: TabsQuery;
}

export interface PopupStart {
  page: PageTarget;
  /** Empty for a page that cannot carry a link. */
  sent: SentRequest[];
}

/** The same requests, in the same order, as the popup's components make on open. */
export function firstRequests(url: string): EarlyRequest[] {
  return [
    ['link.convert', { url }],
    ['site.info', { url }],
    ['account.get', {}],
    ['api.call', { operation: 'listChannels', input: { per_page: 100 } }],
  ];
}

export async function startPopup(api: StartApi, search: string): Promise<PopupStart> {
  const page = await currentPage(search, api.tabs);
  if (!canCarryLink(page.url)) return { page, sent: [] };
  const sent = firstRequests(page.url).map(([name, request]): SentRequest => {
    const answer = sendNow(api, { name, request } as Envelope);
    answer.catch(() => {}); // reported when a component takes it
    return [name, request, answer];
  });
  return { page, sent };
}

/** A send that fails at once (a stale extension context throws) fails like any other, as a rejected answer. */
function sendNow(api: StartApi, message: Envelope): Promise<unknown> {
  try {
    return api.runtime.sendMessage(message);
  } catch (error) {
    return Promise.reject(error);
  }
}
