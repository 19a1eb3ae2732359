// When the sales sync runs: every `intervalMinutes` on an alarm (which survives the worker being stopped) while
// Sales alerts are on; at once when they are switched on or another key is saved. Off: the alarm is cleared, so
// no request for sales is ever made.

import { watchKeyChange } from '../core/account/key-store';
import { afterStart } from '../core/background/after-start';
import type { ExtensionApi } from '../core/browser';
import { registerSalesNotificationClicks } from './notifications';
import { getSalesSettings, type SalesSettings, watchSalesSettings } from './settings';
import type { SalesSync } from './sync';

export const SALES_ALARM = 'sales-sync';

/** Call at the top level of the background, on every start of the worker. `sales` is the sync, loaded with the
 * publishing engine the first time an event needs it: the listeners are added now, their work waits for it. */
export function registerSalesSync(sales: () => Promise<SalesSync>, browser: ExtensionApi): void {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === SALES_ALARM)
      void sales()
        .then((s) => s.sync('schedule'))
        .catch(logFailure);
  });
  registerSalesNotificationClicks(browser);
  watchSalesSettings((next, previous) => {
    if (next.enabled === previous.enabled && next.intervalMinutes === previous.intervalMinutes) return;
    void scheduleSalesSync(next, true, browser)
      .then(async () => (next.enabled && !previous.enabled ? (await sales()).sync('manual') : undefined))
      .catch(logFailure);
  });
  watchKeyChange((keyId) => {
    void sales()
      .then(async (s) => {
        await s.handleKeyChange(keyId);
        if (keyId) await s.sync('manual');
      })
      .catch(logFailure);
  });
  // Firefox forgets alarms when it restarts, and an update can drop them in Chrome: make sure the right one is set,
  // as upkeep after the worker's first answer (a stopped worker is most often started by the popup).
  afterStart(() => {
    void getSalesSettings()
      .then((s) => scheduleSalesSync(s, false, browser))
      .catch(logFailure);
  });
}

/** Sets (or clears, when off) the periodic alarm; one already set to that period is kept unless `replace`. */
export async function scheduleSalesSync(
  settings: SalesSettings,
  replace: boolean,
  browser: ExtensionApi,
): Promise<void> {
  if (!settings.enabled) {
    await browser.alarms.clear(SALES_ALARM);
    return;
  }
  const periodInMinutes = settings.intervalMinutes;
  const existing = await browser.alarms.get(SALES_ALARM);
  if (existing && existing.periodInMinutes === periodInMinutes && !replace) return;
  await browser.alarms.create(SALES_ALARM, { periodInMinutes, delayInMinutes: periodInMinutes });
}

function logFailure(error: unknown): void {
  console.warn('The sales sync failed', error);
}
