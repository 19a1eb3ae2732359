// The popup's Sales today / Sales this month come from this one small `browser.storage.local` record, written by
// the background after each sync that changed the copy: per-day totals of the last two months, no records.
import { browser } from 'wxt/browser';
import type { SalesGlance } from '../sales/totals';

export const SALES_GLANCE_RECORD = 'salesGlance';

export async function readSalesGlance(): Promise<SalesGlance | null> {
  const raw = (await browser.storage.local.get(SALES_GLANCE_RECORD))[SALES_GLANCE_RECORD];
  if (!raw || typeof raw !== 'object') return null;
  const g = raw as Partial<SalesGlance>;
  return typeof g.currency === 'string' && g.days && typeof g.days === 'object' ? (g as SalesGlance) : null;
}

export async function writeSalesGlance(glance: SalesGlance | null): Promise<void> {
  if (glance) await browser.storage.local.set({ [SALES_GLANCE_RECORD]: glance });
  else await browser.storage.local.remove(SALES_GLANCE_RECORD);
}
