// The "Copy affiliate link" item of the page and link context menus.
import type { Browser } from 'wxt/browser';
import type { ExtensionApi } from '../core/browser';
import type { CopyOrigin, CopyOutcome } from './copy-affiliate-link';

export const COPY_MENU_ID = 'copy-affiliate-link';
const WEB_PAGES = ['http://*/*', 'https://*/*'];

type Copy = (
  url: string | undefined,
  tabId: number | undefined,
  kind: 'page' | 'link',
  origin: CopyOrigin,
) => Promise<CopyOutcome>;

/** Call at the top level of the background: the menu is created on install and browser start. */
export function registerContextMenu(copy: Copy, browser: ExtensionApi): void {
  // Firefox for Android has no context menus: leave the item out, and let the rest of the background start.
  if (!browser.contextMenus) return;
  // Chrome keeps menus across restarts, Firefox does not; creating again is harmless either way.
  browser.runtime.onInstalled.addListener(() => {
    void createContextMenu(browser);
  });
  browser.runtime.onStartup.addListener(() => {
    void createContextMenu(browser);
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    void handleContextMenuClick(info, tab, copy);
  });
}

/** Creates the item, replacing one left from before, so calling it twice is harmless. */
export async function createContextMenu(browser: ExtensionApi): Promise<void> {
  await browser.contextMenus.remove(COPY_MENU_ID).catch(() => undefined);
  await new Promise<void>((resolve) => {
    browser.contextMenus.create(
      {
        id: COPY_MENU_ID,
        title: browser.i18n.getMessage('menuCopyAffiliateLink'),
        contexts: ['page', 'link'],
        // Only where a link can be made: web pages, and links to web pages.
        documentUrlPatterns: WEB_PAGES,
        targetUrlPatterns: WEB_PAGES,
      },
      () => {
        // A duplicate id (two creations racing at start-up) leaves the existing item, which is what we want.
        const error = browser.runtime.lastError;
        if (error && !/duplicate/i.test(error.message ?? '')) console.warn('Context menu not created', error);
        resolve();
      },
    );
  });
}

/** A click: a link's own URL when the menu was opened on a link, else the page's. */
export async function handleContextMenuClick(
  info: Pick<Browser.contextMenus.OnClickData, 'menuItemId' | 'linkUrl' | 'pageUrl'>,
  tab: (Pick<Browser.tabs.Tab, 'id' | 'url'> & Partial<Pick<Browser.tabs.Tab, 'incognito' | 'title'>>) | undefined,
  copy: Copy,
): Promise<CopyOutcome | null> {
  if (info.menuItemId !== COPY_MENU_ID) return null;
  const origin: CopyOrigin = { source: 'menu', incognito: tab?.incognito, title: tab?.title ?? null };
  if (info.linkUrl) return copy(info.linkUrl, tab?.id, 'link', origin);
  return copy(info.pageUrl ?? tab?.url, tab?.id, 'page', origin);
}
