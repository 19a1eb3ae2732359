// The popup's glance: per-day totals of the last two months, read from the copy with a cursor (the copy is never
// held whole), in the account's currency record.
import { readAccount } from '../core/account/key-store';
import { localDate } from './glance';
import { writeSalesGlance } from './glance-record';
import type { SalesStore } from './store';
import { addToDays, type DaySums, daysOf } from './totals';

/** The popup's glance holds days from the first of last month. */
const GLANCE_MONTHS = 2;

export async function writeGlance(store: Pick<SalesStore, 'eachSale'>, now: () => number): Promise<void> {
  const today = new Date(now());
  const from = localDate(new Date(today.getFullYear(), today.getMonth() - (GLANCE_MONTHS - 1), 1).getTime());
  const sums: DaySums = new Map();
  let any = false;
  await store.eachSale((sale) => {
    any = true;
    addToDays(sums, sale, from);
  });
  const account = await readAccount();
  const currency = account.identity?.publisher.currency ?? 'INR';
  await writeSalesGlance(any ? { version: 2, currency, days: daysOf(sums) } : null);
}
