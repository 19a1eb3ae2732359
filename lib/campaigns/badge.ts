// The toolbar button per tab: badge and tooltip from the campaign index (never a request), updated when a tab
// is activated or navigates and after the index changes; plus short-lived looks such as "copied".
import type { ExtensionApi } from '../core/browser';
import { isLinkablePage } from '../core/domain';
import { shownPageUrl } from '../core/reader-view';
import { type BadgeLook, badgeFor, copiedLook, failedLook } from './badge-look';
import type { CampaignIndex } from './campaign-index';

export { type BadgeLook, badgeFor } from './badge-look';

/** How long "copied" stays on the badge. */
export const COPIED_MS = 2000;

// The two action namespaces (MV3 `action`, Firefox MV2 `browserAction`) share these calls.
interface ActionApi {
  setBadgeText(details: { tabId: number; text: string }): Promise<void>;
  setBadgeBackgroundColor(details: { tabId: number; color: string }): Promise<void>;
  setBadgeTextColor?(details: { tabId: number; color: string }): Promise<void>;
  setTitle(details: { tabId: number; title: string }): Promise<void>;
}
const actionApi = (browser: ExtensionApi) => (browser.action ?? browser.browserAction) as unknown as ActionApi;

export type Badge = ReturnType<typeof createBadge>;

/** The badges of this worker's tabs, from `campaignIndex`. */
export function createBadge({
  campaignIndex,
  browser,
}: {
  campaignIndex: Pick<CampaignIndex, 'lookup'>;
  browser: ExtensionApi;
}) {
  // Only ordering within this worker's life lives here; losing it (a stopped worker) loses nothing stored.
  /** Bumped on every update of a tab, so a slow lookup for an earlier page does not overwrite a later one. */
  const versions = new Map<number, number>();
  /** Tabs showing a temporary look: a timer to restore them, or null until the tab navigates or is activated. */
  const holds = new Map<number, ReturnType<typeof setTimeout> | null>();

  /**
   * Shows the badge of the tab's page (its `url` when known, else read from the tab). A temporary look stays
   * unless `release` (the tab navigated or was activated).
   */
  async function updateTabBadge(tabId: number, options: { url?: string; release?: boolean } = {}): Promise<void> {
    const version = bump(tabId);
    if (options.release) release(tabId);
    else if (holds.has(tabId)) return;
    const url = shownPageUrl(options.url ?? (await browser.tabs.get(tabId).catch(() => undefined))?.url);
    const campaign = url && isLinkablePage(url) ? (await campaignIndex.lookup(url)).campaign : null;
    if (versions.get(tabId) !== version || holds.has(tabId)) return;
    await applyBadge(browser, tabId, badgeFor(campaign, defaultTitle(browser)));
  }

  /** Every open tab again, e.g. after the campaign index was refreshed. */
  async function refreshAllBadges(): Promise<void> {
    const tabs = await browser.tabs.query({});
    await Promise.all(tabs.map((tab) => (tab.id === undefined ? undefined : updateTabBadge(tab.id, { url: tab.url }))));
  }

  /** "OK" for COPIED_MS, then the tab's own badge again. */
  function flashCopied(tabId: number, link: string, affiliated: boolean): Promise<void> {
    return hold(tabId, copiedLook(link, affiliated), COPIED_MS);
  }

  /** An error badge whose tooltip says why; it stays until the tab navigates or is activated again. */
  function showCopyFailed(tabId: number, reason: string): Promise<void> {
    return hold(tabId, failedLook(reason), null);
  }

  async function hold(tabId: number, look: BadgeLook, ms: number | null): Promise<void> {
    bump(tabId);
    release(tabId);
    const timer =
      ms === null
        ? null
        : setTimeout(() => {
            if (holds.get(tabId) === timer) void updateTabBadge(tabId, { release: true });
          }, ms);
    holds.set(tabId, timer);
    await applyBadge(browser, tabId, look);
  }

  function release(tabId: number): void {
    const timer = holds.get(tabId);
    if (timer) clearTimeout(timer);
    holds.delete(tabId);
  }

  function bump(tabId: number): number {
    const version = (versions.get(tabId) ?? 0) + 1;
    versions.set(tabId, version);
    return version;
  }

  return {
    updateTabBadge,
    refreshAllBadges,
    flashCopied,
    showCopyFailed,
    /** The tab was closed: forget it. */
    forgetTab(tabId: number): void {
      release(tabId);
      versions.delete(tabId);
    },
  };
}

/**
 * Call at the top level of the background: tab changes and index changes update the badges. Returns what undoes
 * the index subscription (tests).
 */
export function registerBadge(
  badge: Badge,
  campaignIndex: Pick<CampaignIndex, 'onChanged'>,
  browser: ExtensionApi,
): () => void {
  browser.tabs.onActivated.addListener(({ tabId }) => {
    void badge.updateTabBadge(tabId, { release: true });
  });
  browser.tabs.onUpdated.addListener((tabId, change, tab) => {
    if (change.url !== undefined) void badge.updateTabBadge(tabId, { url: change.url, release: true });
    else if (change.status === 'complete') void badge.updateTabBadge(tabId, { url: tab.url });
  });
  browser.tabs.onRemoved.addListener((tabId) => {
    badge.forgetTab(tabId);
  });
  return campaignIndex.onChanged(() => {
    void badge.refreshAllBadges();
  });
}

async function applyBadge(browser: ExtensionApi, tabId: number, look: BadgeLook): Promise<void> {
  const action = actionApi(browser);
  try {
    await Promise.all([
      action.setBadgeText({ tabId, text: look.text }),
      action.setBadgeBackgroundColor({ tabId, color: look.color }),
      action.setBadgeTextColor?.({ tabId, color: '#ffffff' }),
      action.setTitle({ tabId, title: look.title }),
    ]);
  } catch (error) {
    // Most often the tab was closed meanwhile.
    console.warn(`Badge of tab ${tabId} not updated`, error);
  }
}

function defaultTitle(browser: ExtensionApi): string {
  try {
    return browser.i18n.getMessage('extName');
  } catch {
    return '';
  }
}
