// Which page the popup is about: `popup.html?url=<percent-encoded>` (tests, "Open in a tab"), else the active tab.
// Only the few lines of lib/core/web-url.ts besides: the popup's start script (popup-start.ts) runs this before the rest
// of the popup's code has loaded.
import { shownPageUrl } from '../../core/reader-view';
import { parsePageUrl } from '../../core/web-url';

export interface PageTarget {
  /** The page's address; null for a blank tab or when the browser did not tell. */
  url: string | null;
  /** The tab's title, to start the post title from; null when opened with `?url=`. */
  title: string | null;
}

/** What this needs of the tabs API: `browser.tabs` and Chrome's promise-based `chrome.tabs` both fit. */
export interface TabsQuery {
  query(query: { active: true; currentWindow: true }): Promise<Array<{ url?: string; title?: string }>>;
}

/** The page named by `?url=`, or null when the popup was opened without one. */
export function pageFromSearch(search: string): PageTarget | null {
  const params = new URLSearchParams(search);
  if (!params.has('url')) return null;
  return { url: params.get('url')?.trim() || null, title: null };
}

/** The active tab of the current window (the `tabs` permission gives its url and title); in Reader View, its page. */
export async function activeTabPage(tabs: TabsQuery): Promise<PageTarget> {
  const [tab] = await tabs.query({ active: true, currentWindow: true });
  return { url: shownPageUrl(tab?.url) || null, title: tab?.title?.trim() || null };
}

export async function currentPage(search: string, tabs: TabsQuery): Promise<PageTarget> {
  return pageFromSearch(search) ?? activeTabPage(tabs).catch(() => ({ url: null, title: null }));
}

/**
 * True for an http(s) address with a host: the only pages that can carry an affiliate link. Browser pages
 * (chrome://, about:), files, the extension's own pages and blank tabs cannot.
 */
export function canCarryLink(url: string | null): url is string {
  // A user name or password in the page's address is taken off in the background before it is sent.
  return parsePageUrl(url) !== null;
}
