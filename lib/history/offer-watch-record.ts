// The offers of the link history and whether each is still offered (lib/history/offer-watch.ts), in their own
// `browser.storage.local` record: the background writes it, Options -> History reads it.

import { defineRecord } from '../core/storage/local-record';
import type { OfferWatch } from './offer-watch';

export const OFFER_WATCH_RECORD = 'offerWatch';

export const offerWatchRecord = defineRecord<OfferWatch>(OFFER_WATCH_RECORD, (raw) =>
  raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as OfferWatch) : {},
);

export const readOfferWatch = offerWatchRecord.get;
export const writeOfferWatch = offerWatchRecord.set;
