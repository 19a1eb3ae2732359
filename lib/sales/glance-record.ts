// The popup's glance record (lib/sales/glance.ts), written by the background after each sync that changed the copy.
import { browser } from '../browser';
import { parseGlance, SALES_GLANCE_RECORD, type SalesGlance } from './glance';

export async function readSalesGlance(): Promise<SalesGlance | null> {
  return parseGlance((await browser.storage.local.get(SALES_GLANCE_RECORD))[SALES_GLANCE_RECORD]);
}

export async function writeSalesGlance(glance: SalesGlance | null): Promise<void> {
  if (glance) await browser.storage.local.set({ [SALES_GLANCE_RECORD]: glance });
  else await browser.storage.local.remove(SALES_GLANCE_RECORD);
}
