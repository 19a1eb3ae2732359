// What each link in the history earned: the synced transactions (and CPC clicks) joined to the entries on the
// tag in Sub ID 5, and on the sub IDs the person set. Each record counts for one entry only (no double counting
// in a post's total): the entry with its tag, else the latest entry of the same campaign with the same sub IDs
// made before the record (or the earliest one after, when none was made before). Money is summed exactly and per
// currency (a USD sale and an INR click are two amounts, never one sum); CPC clicks count as clicks, not sales.

import { apiInstant } from '../core/format/api-time';
import { type Amounts, addAmount, amountsOf, type Sums } from '../sales/money-sums';
import type { HistoryEntry } from './entry';

/** Statuses counted as earned: everything on its way to being paid; `rejected` is not. */
export const EARNED_STATUSES: readonly string[] = ['pending', 'validated', 'payable', 'invoice_raised', 'paid'];

/** What the join needs of a transaction or a CPC click. */
export interface SaleLike {
  campaign_id: number;
  status: string;
  /** The record's own currency (transactions: the account's when they were made; CPC clicks: INR). */
  currency: string;
  sale_amount: string | null;
  user_commission: string | null;
  created_at?: string;
  click_timestamp?: string;
  sub_id: string | null;
  sub_id_2: string | null;
  sub_id_3: string | null;
  sub_id_4: string | null;
  sub_id_5: string | null;
}

export interface LinkEarnings {
  /** Transactions counted as earned. */
  sales: number;
  /** CPC clicks counted as earned. */
  clicks: number;
  /** By currency, of the sales and clicks counted. */
  saleAmount: Amounts;
  commission: Amounts;
  /** Matched records that were rejected (not in the sums). */
  rejected: number;
}

interface Sum {
  sales: number;
  clicks: number;
  sale: Sums;
  commission: Sums;
  rejected: number;
}

function addSums(into: Sums, from: Sums): void {
  for (const [currency, minor] of from) into.set(currency, (into.get(currency) ?? 0n) + minor);
}

const emptySum = (): Sum => ({ sales: 0, clicks: 0, sale: new Map(), commission: new Map(), rejected: 0 });

export interface EarningsJoin {
  /** By entry id; entries with no matched record are absent. */
  byEntry: Map<number, LinkEarnings>;
  /** By post id: the sum over the post's links. */
  byPost: Map<string, LinkEarnings>;
}

const subIdsOf = (r: SaleLike) => [r.sub_id, r.sub_id_2, r.sub_id_3, r.sub_id_4, r.sub_id_5];

/** The key of the sub IDs the person set (null when none): campaign and slot matter. */
function typedKey(campaignId: number | null, subIds: readonly (string | null)[]): string | null {
  const set = [0, 1, 2, 3, 4].map((i) => (subIds[i] ?? '').trim());
  if (set.every((s) => s === '')) return null;
  return JSON.stringify([campaignId, set]);
}

function recordMs(r: SaleLike): number {
  const ms = apiInstant(r.created_at ?? r.click_timestamp ?? '');
  return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
}

export function joinEarnings(entries: readonly HistoryEntry[], records: Iterable<SaleLike>): EarningsJoin {
  const byTag = new Map<string, HistoryEntry>();
  // Entries without a tag, by their typed sub IDs, oldest first.
  const byKey = new Map<string, HistoryEntry[]>();
  for (const e of entries) {
    if (e.tag) {
      byTag.set(e.tag, e);
      continue;
    }
    const key = typedKey(e.campaignId, e.subIds);
    if (key === null) continue;
    const list = byKey.get(key);
    if (list) list.push(e);
    else byKey.set(key, [e]);
  }
  for (const list of byKey.values()) list.sort((a, b) => a.at - b.at);

  const sums = new Map<number, Sum>();
  for (const r of records) {
    const entry = matchOf(r, byTag, byKey);
    if (!entry) continue;
    let sum = sums.get(entry.id);
    if (!sum) {
      sum = emptySum();
      sums.set(entry.id, sum);
    }
    if (EARNED_STATUSES.includes(r.status)) {
      if (r.click_timestamp !== undefined) sum.clicks++;
      else sum.sales++;
      addAmount(sum.sale, r.currency, r.sale_amount);
      addAmount(sum.commission, r.currency, r.user_commission);
    } else if (r.status === 'rejected') sum.rejected++;
  }

  const byEntry = new Map<number, LinkEarnings>();
  const postSums = new Map<string, Sum>();
  const entryById = new Map(entries.map((e) => [e.id, e]));
  for (const [id, sum] of sums) {
    byEntry.set(id, shown(sum));
    const postId = entryById.get(id)?.postId;
    if (!postId) continue;
    const total = postSums.get(postId) ?? emptySum();
    total.sales += sum.sales;
    total.clicks += sum.clicks;
    addSums(total.sale, sum.sale);
    addSums(total.commission, sum.commission);
    total.rejected += sum.rejected;
    postSums.set(postId, total);
  }
  const byPost = new Map([...postSums].map(([id, sum]) => [id, shown(sum)]));
  return { byEntry, byPost };
}

function matchOf(
  r: SaleLike,
  byTag: Map<string, HistoryEntry>,
  byKey: Map<string, HistoryEntry[]>,
): HistoryEntry | undefined {
  const tagged = r.sub_id_5 ? byTag.get(r.sub_id_5.trim()) : undefined;
  if (tagged) return tagged;
  const subIds = subIdsOf(r);
  const candidates = byKey.get(typedKey(r.campaign_id, subIds) ?? '') ?? byKey.get(typedKey(null, subIds) ?? '');
  if (!candidates || candidates.length === 0) return undefined;
  const at = recordMs(r);
  // The latest entry made before the record; else the earliest one.
  let chosen = candidates[0];
  for (const e of candidates) if (e.at <= at) chosen = e;
  return chosen;
}

function shown(sum: Sum): LinkEarnings {
  return {
    sales: sum.sales,
    clicks: sum.clicks,
    saleAmount: amountsOf(sum.sale),
    commission: amountsOf(sum.commission),
    rejected: sum.rejected,
  };
}
