// When the campaign index is refreshed: on install, at browser start when it is due, every
// `settings.indexRefreshHours` (an alarm, which survives the worker being stopped), and when the key changes.

import { getSettings, watchSettings } from '../account/settings';
import { watchKeyChange } from '../core/account/key-store';
import { afterStart } from '../core/background/after-start';
import type { ExtensionApi } from '../core/browser';
import type { CampaignIndex } from './campaign-index';

export const INDEX_ALARM = 'campaign-index-refresh';
const HOUR_MS = 3_600_000;

/** Call at the top level of the background, on every start of the worker. */
export function registerCampaignIndex(index: CampaignIndex, browser: ExtensionApi): void {
  const refreshWhenDue = async () => {
    const { indexRefreshHours } = await getSettings();
    await index.refreshIfDue(indexRefreshHours * HOUR_MS);
  };
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === INDEX_ALARM) void index.refreshIfDue(0);
  });
  browser.runtime.onInstalled.addListener(() => {
    void index.refreshIfDue(0);
  });
  browser.runtime.onStartup.addListener(() => {
    void refreshWhenDue();
  });
  watchKeyChange((keyId) => {
    void index.handleKeyChange(keyId);
  });
  watchSettings((next, previous) => {
    if (next.indexRefreshHours === previous.indexRefreshHours) return;
    // A shorter period may make the index due at once.
    void scheduleIndexRefresh(next.indexRefreshHours, true, browser).then(refreshWhenDue).catch(logFailure);
  });
  // Firefox forgets alarms when it restarts, and an update can drop them in Chrome: make sure one is set, as upkeep
  // after the worker's first answer (a stopped worker is most often started by the popup).
  afterStart(() => {
    void getSettings()
      .then((s) => scheduleIndexRefresh(s.indexRefreshHours, false, browser))
      .catch(logFailure);
  });
}

/**
 * Sets the periodic alarm to `hours`; an alarm already set to that period is left alone unless `replace`
 * (the setting just changed).
 */
export async function scheduleIndexRefresh(hours: number, replace: boolean, browser: ExtensionApi): Promise<void> {
  const periodInMinutes = hours * 60;
  const existing = await browser.alarms.get(INDEX_ALARM);
  if (existing && existing.periodInMinutes === periodInMinutes && !replace) return;
  await browser.alarms.create(INDEX_ALARM, { periodInMinutes, delayInMinutes: periodInMinutes });
}

function logFailure(error: unknown): void {
  console.warn('Scheduling the campaign index refresh failed', error);
}
