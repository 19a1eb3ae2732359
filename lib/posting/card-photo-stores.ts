// The stores whose product photo the publisher allowed on the deal card (their terms allow it: Amazon's, for one,
// do not allow storing or caching product images). Kept by host name in `storage.local`; the Post dialog reads and
// writes it. Off for every store until turned on.
import { defineRecord } from '../core/storage/local-record';

export const cardPhotoStoresRecord = defineRecord<string[]>('cardPhotoStores', (raw) =>
  Array.isArray(raw) ? raw.filter((h): h is string => typeof h === 'string' && h.length <= 253).slice(0, 500) : [],
);

/** The store a page belongs to, as the setting names it: its host without `www.` or `m.`. */
export function storeHostOf(pageUrl: string | null): string | null {
  if (!pageUrl) return null;
  try {
    return new URL(pageUrl).hostname.replace(/^(www|m)\./, '');
  } catch {
    return null;
  }
}
