// The sales alerts' notifications: one per sync that found news, one when the key was refused; activating either
// opens Options -> Sales. Ids start with SALES_NOTIFICATION so that the click listener knows its own.
import type { ExtensionApi } from '../core/browser';
import type { SaleChange } from './changes';
import type { NotificationText } from './notify-text';

export const SALES_NOTIFICATION = 'sales-';

/**
 * `campaigns`: the campaign index's updates (lib/campaigns/updates.ts); `link`: a copied link that will not earn
 * (copy-affiliate-link.ts). `target` is the options page's hash the notification opens (Sales when omitted);
 * `changes`, what a sales notification tells of, record by record (tests count them; the notifier needs the text).
 */
export type Notify = (
  kind: 'changes' | 'refused' | 'campaigns' | 'link',
  text: NotificationText,
  about?: { target?: string; changes?: readonly SaleChange[] },
) => Promise<void>;

export function createSalesNotifier(now: () => number, browser: ExtensionApi): Notify {
  let sent = 0;
  return async (kind, text, { target } = {}) => {
    await browser.notifications.create(`${SALES_NOTIFICATION}${kind}-${now()}-${++sent}#${target ?? 'sales'}`, {
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      title: text.title,
      message: text.message,
    });
  };
}

/** Activating one of ours opens the section its id names after `#` (Sales for older ids). */
export function registerSalesNotificationClicks(browser: ExtensionApi): void {
  browser.notifications.onClicked.addListener((id) => {
    if (!id.startsWith(SALES_NOTIFICATION)) return;
    const hash = id.split('#')[1] || 'sales';
    void browser.tabs.create({ url: browser.runtime.getURL(`/options.html#${hash}`) });
    void browser.notifications.clear(id);
  });
}
