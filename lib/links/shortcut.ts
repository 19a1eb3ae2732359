// The keyboard shortcut (manifest `commands`): copies the affiliate link of the current tab's page, as the
// page's context menu item does.
import type { Browser } from 'wxt/browser';
import type { ExtensionApi } from '../core/browser';
import { shownPageUrl } from '../core/reader-view';
import type { CopyOrigin, CopyOutcome } from './copy-affiliate-link';

export const COPY_COMMAND = 'copy-affiliate-link';

type Copy = (
  url: string | undefined,
  tabId: number | undefined,
  kind: 'page',
  origin: CopyOrigin,
) => Promise<CopyOutcome>;

/** Call at the top level of the background. */
export function registerShortcut(copy: Copy, browser: ExtensionApi): void {
  // Firefox for Android has no keyboard shortcuts (no `commands` API).
  if (!browser.commands) return;
  browser.commands.onCommand.addListener((command, tab) => {
    void handleCommand(command, tab, copy, browser);
  });
}

export async function handleCommand(
  command: string,
  tab: (Pick<Browser.tabs.Tab, 'id' | 'url'> & Partial<Pick<Browser.tabs.Tab, 'incognito' | 'title'>>) | undefined,
  copy: Copy,
  browser: ExtensionApi,
): Promise<CopyOutcome | null> {
  if (command !== COPY_COMMAND) return null;
  // Browsers before Chrome 86 / Firefox 77 do not pass the tab. A service worker has no window of its own.
  const target = tab?.id !== undefined ? tab : (await browser.tabs.query({ active: true, lastFocusedWindow: true }))[0];
  return copy(shownPageUrl(target?.url), target?.id, 'page', {
    source: 'shortcut',
    incognito: target?.incognito,
    title: target?.title ?? null,
  });
}
