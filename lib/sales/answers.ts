// What the sales feature's messages do: lib/sales/feature.ts declares them and checks their requests in the worker's
// script; this is part of the publishing engine, loaded on the first of them (the popup's first answer needs none).
import { readAccount } from '../core/account/key-store';
import { perBackground } from '../core/background/kernel';
import type { SalesStatus } from './messages';
import { readOwnCopy, type SalesCopy } from './own-copy';
import { salesStoreOf, salesSyncOf } from './services';
import { getSalesSettings, type SalesSettings, setSalesSettings } from './settings';

export const salesAnswersOf = perBackground((k) => {
  const sales = salesSyncOf(k);
  const status = async (): Promise<SalesStatus> => ({ settings: await getSalesSettings(), ...(await sales.status()) });
  return {
    status,
    async settings(patch: Partial<SalesSettings>): Promise<SalesStatus> {
      const before = await getSalesSettings();
      const next = await setSalesSettings(patch);
      // Switched on: the first sync starts before the answer, which then says it runs, so the page follows it
      // (the settings watcher's own call joins it).
      if (next.enabled && !before.enabled) void sales.sync('manual').catch(() => {});
      return status();
    },
    /** Runs a sync now (or joins the one running) and answers when it ends; with Sales alerts off it asks nothing. */
    async syncNow(): Promise<SalesStatus> {
      await sales.sync('manual');
      return status();
    },
    /** The local copy (transactions and CPC clicks), the saved account's only. */
    copy: async (): Promise<SalesCopy> => readOwnCopy(salesStoreOf(k), await readAccount()),
  };
});
