// Which page the popup is about: `popup.html?url=<percent-encoded>` (tests, "Open in a tab"), else the active tab.
import { browser } from 'wxt/browser';
import { t } from '../../lib/i18n';

export interface PageTarget {
  /** The page's address; null for a blank tab or when the browser did not tell. */
  url: string | null;
  /** The tab's title, to start the post title from; null when opened with `?url=`. */
  title: string | null;
}

/** The page named by `?url=`, or null when the popup was opened without one. */
export function pageFromSearch(search: string): PageTarget | null {
  const params = new URLSearchParams(search);
  if (!params.has('url')) return null;
  return { url: params.get('url')?.trim() || null, title: null };
}

/** The active tab of the current window (activeTab gives its url and title once the toolbar button is clicked). */
export async function activeTabPage(): Promise<PageTarget> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return { url: tab?.url || null, title: tab?.title?.trim() || null };
}

export async function currentPage(search: string): Promise<PageTarget> {
  return pageFromSearch(search) ?? activeTabPage().catch(() => ({ url: null, title: null }));
}

/**
 * True for an http(s) address with a host: the only pages that can carry an affiliate link. Browser pages
 * (chrome://, about:), files, the extension's own pages and blank tabs cannot.
 */
export function canCarryLink(url: string | null): url is string {
  if (!url) return false;
  try {
    const u = new URL(url);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

/** Why a page cannot carry a link, in words. */
export function unsupportedReason(url: string | null): string {
  if (!url) return t('popupThisTabHasNo');
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'file') return t('popupThisIsAFile');
  if (scheme === 'chrome-extension' || scheme === 'moz-extension') {
    return t('popupThisIsAPage');
  }
  return t('popupThisIsABrowser');
}

/** `https://www.shop.in/x` -> `www.shop.in`. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/** The popup for `url` in a tab of its own. */
export function popupHref(url: string): string {
  return `popup.html?url=${encodeURIComponent(url)}`;
}
