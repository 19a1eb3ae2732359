// What one page of transactions changes in the local copy, and which of those changes are news. A record is
// applied once: the same id, status and updated_at again (the overlap of the cursor, a page read twice after a
// restart) is recognised and skipped, and an older copy never replaces a newer one. A notification is owed once
// per id and status (`notifiedStatuses`), so a record that comes back to a status it had does not notify again.
import type { Transaction } from '../core/api/schemas';
import { apiInstant } from '../core/format/api-time';
import type { NotifyKind } from './notify-kinds';

/** A transaction as the local copy keeps it. */
export interface StoredSale extends Transaction {
  /** Every status this transaction has been seen in. */
  seenStatuses: string[];
}

export interface SaleChange {
  id: number;
  kind: NotifyKind;
  campaign: string;
  commission: string | null;
  currency: string;
}

export interface AppliedPage {
  /** Records to write (new or newer than the stored copy). */
  put: StoredSale[];
  /** Changes a person may be told about (before the "Notify me about" filter). */
  changes: SaleChange[];
  /** Records already held exactly so (id + status + updated_at). */
  duplicates: number;
}

const STATUS_KINDS: readonly string[] = ['validated', 'payable', 'rejected', 'paid'];

/** `New sales` is a transaction first seen as pending; the others are a change to that status. */
function kindOf(status: string, firstSeen: boolean): NotifyKind | null {
  if (status === 'pending') return firstSeen ? 'new' : null;
  return STATUS_KINDS.includes(status) ? (status as NotifyKind) : null;
}

/** Applies `incoming` over `stored` (the copies already held, by id). */
export function applyPage(stored: ReadonlyMap<number, StoredSale>, incoming: readonly Transaction[]): AppliedPage {
  const put = new Map<number, StoredSale>();
  const changes: SaleChange[] = [];
  let duplicates = 0;
  for (const record of incoming) {
    const before = put.get(record.id) ?? stored.get(record.id);
    if (before) {
      const same = before.status === record.status && before.updated_at === record.updated_at;
      if (same || apiInstant(before.updated_at) > apiInstant(record.updated_at)) {
        duplicates++;
        continue;
      }
    }
    const seen = before?.seenStatuses ?? [];
    const statusIsNew = !seen.includes(record.status);
    put.set(record.id, { ...record, seenStatuses: statusIsNew ? [...seen, record.status] : seen });
    if (!statusIsNew) continue;
    const kind = kindOf(record.status, before === undefined);
    if (kind) {
      changes.push({
        id: record.id,
        kind,
        campaign: record.campaign_name,
        commission: record.user_commission,
        currency: record.currency,
      });
    }
  }
  return { put: [...put.values()], changes, duplicates };
}

/** The newest `updated_at` of a page (null for an empty one). */
export function newestUpdate(records: readonly { updated_at: string }[]): string | null {
  let max: string | null = null;
  let maxMs = Number.NEGATIVE_INFINITY;
  for (const r of records) {
    const ms = apiInstant(r.updated_at);
    if (ms > maxMs) {
      maxMs = ms;
      max = r.updated_at;
    }
  }
  return max;
}
