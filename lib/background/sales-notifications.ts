// The sales alerts' notifications: one per sync that found news, one when the key was refused; activating either
// opens Options -> Sales. Ids start with SALES_NOTIFICATION so that the click listener knows its own.
import { browser } from 'wxt/browser';
import type { SaleChange } from '../sales/changes';
import type { NotificationText } from '../sales/notify-text';

export const SALES_NOTIFICATION = 'sales-';

let sent = 0;

/** `changes`: what the notification tells of, record by record (tests count them; the notifier needs the text). */
export type Notify = (
  kind: 'changes' | 'refused',
  text: NotificationText,
  changes?: readonly SaleChange[],
) => Promise<void>;

export function createSalesNotifier(now: () => number): Notify {
  return async (kind, text) => {
    await browser.notifications.create(`${SALES_NOTIFICATION}${kind}-${now()}-${++sent}`, {
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      title: text.title,
      message: text.message,
    });
  };
}

/** Activating one of ours opens the Sales section. */
export function registerSalesNotificationClicks(): void {
  browser.notifications.onClicked.addListener((id) => {
    if (!id.startsWith(SALES_NOTIFICATION)) return;
    void browser.tabs.create({ url: browser.runtime.getURL('/options.html#sales') });
    void browser.notifications.clear(id);
  });
}
