// The popup's glance record (lib/sales/glance.ts), written by the background after each sync that changed the copy.
import { defineRecord } from '../core/storage/local-record';
import { parseGlance, SALES_GLANCE_RECORD, type SalesGlance } from './glance';

export const salesGlanceRecord = defineRecord(SALES_GLANCE_RECORD, parseGlance);

export function readSalesGlance(): Promise<SalesGlance | null> {
  return salesGlanceRecord.get();
}

export async function writeSalesGlance(glance: SalesGlance | null): Promise<void> {
  if (glance) await salesGlanceRecord.set(glance);
  else await salesGlanceRecord.remove();
}
