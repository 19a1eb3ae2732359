// The offers of the link history and whether each is still offered (lib/history/offer-watch.ts), in their own
// `browser.storage.local` record: the background writes it, Options -> History reads it.

import { readLocal, writeLocal } from '../storage/local-record';
import type { OfferWatch } from './offer-watch';

export const OFFER_WATCH_RECORD = 'offerWatch';

export async function readOfferWatch(): Promise<OfferWatch> {
  const raw = await readLocal(OFFER_WATCH_RECORD);
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as OfferWatch) : {};
}

export function writeOfferWatch(watch: OfferWatch): Promise<void> {
  return writeLocal(OFFER_WATCH_RECORD, watch);
}
