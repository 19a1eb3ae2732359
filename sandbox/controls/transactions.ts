// The sales control: changes the status of chosen transactions, or adds new ones, each with a fresh `updated_at`
// (the sandbox's "now"), so that tests and the demo can show a sale arriving or moving on. Written from the spec on
// its own (no import from lib/).
import { paisePerDollar } from '../data/rates';
import { iso } from '../dates';
import { unprocessable } from '../errors';
import { paiseToCents, parseAmount, percentOf } from '../money';
import type { CampaignRecord, PublisherState, SandboxState, TransactionRecord } from '../types';

/** The spec's transaction statuses (section 3). */
export const SALE_STATUSES = ['pending', 'validated', 'payable', 'invoice_raised', 'paid', 'rejected'] as const;
type SaleStatus = (typeof SALE_STATUSES)[number];

export function isSaleStatus(value: unknown): value is SaleStatus {
  return typeof value === 'string' && (SALE_STATUSES as readonly string[]).includes(value);
}

/** Sets `status` on the publisher's transactions `ids`; every id must be the publisher's. */
export function changeStatuses(pub: PublisherState, ids: number[], status: SaleStatus, nowMs: number) {
  const records = ids.map((id) => {
    const t = pub.transactionById.get(id);
    if (!t) throw unprocessable(`transaction ${id} is not one of this publisher's`);
    return t;
  });
  for (const t of records) {
    t.status = status;
    t.updatedAt = iso(nowMs);
  }
  return records;
}

export interface NewSale {
  campaign: CampaignRecord;
  /** Sale amount in INR as a decimal string (default 1999.00). */
  saleAmount?: string;
  /** Commission in INR (default: the campaign's payout; a percentage of the sale for CPS). */
  commission?: string;
  /** Sub IDs 1 to 5 (null: none in that slot). */
  subIds?: SubIds;
  status?: SaleStatus;
}

export type SubIds = TransactionRecord['subIds'];

/** The longest sub ID the control takes (the spec sets no limit; this keeps a typo from making a huge record). */
const SUB_ID_MAX = 255;

/**
 * The sub IDs of an added sale: `sub_ids` is an object of slot number ("1" to "5") to text, e.g. `{ "5": "t1124-ab3d" }`;
 * `sub_id` (the older field) is slot 1 and may not be given with `sub_ids["1"]`. Every value a non-empty string.
 */
export function parseSubIds(subIds: unknown, subId: string | undefined): SubIds {
  const out: SubIds = [null, null, null, null, null];
  if (subIds !== undefined && subIds !== null) {
    if (typeof subIds !== 'object' || Array.isArray(subIds)) {
      throw unprocessable('sub_ids must be an object of slot ("1" to "5") to sub ID, e.g. {"5": "t1124-ab3d"}');
    }
    for (const [slot, value] of Object.entries(subIds)) {
      if (!/^[1-5]$/.test(slot)) throw unprocessable(`sub_ids: slot ${JSON.stringify(slot)} must be one of "1" to "5"`);
      out[Number(slot) - 1] = subIdText(`sub_ids["${slot}"]`, value);
    }
  }
  if (subId !== undefined) {
    if (out[0] !== null) throw unprocessable('give sub ID 1 once: sub_id or sub_ids["1"], not both');
    out[0] = subIdText('sub_id', subId);
  }
  return out;
}

function subIdText(name: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > SUB_ID_MAX) {
    throw unprocessable(`${name} must be a non-empty string of at most ${SUB_ID_MAX} characters`);
  }
  return value;
}

/** Adds `count` transactions dated today (the sandbox's UTC day), created and updated now. */
export function addSales(state: SandboxState, pub: PublisherState, sale: NewSale, count: number, nowMs: number) {
  const salePaise = sale.saleAmount === undefined ? 199_900 : parseAmount(sale.saleAmount);
  if (salePaise === null) throw unprocessable('sale_amount must be a decimal with at most 2 places');
  const given = sale.commission === undefined ? undefined : parseAmount(sale.commission);
  if (given === null) throw unprocessable('commission must be a decimal with at most 2 places');
  const cps = sale.campaign.type === 'CPS';
  const commissionPaise = given ?? (cps ? percentOf(salePaise, sale.campaign.payout) : sale.campaign.payout);
  const date = iso(nowMs).slice(0, 10);
  const usd = pub.publisher.currency === 'USD';
  const toAccount = (paise: number) => (usd ? paiseToCents(paise, paisePerDollar(date)) : paise);
  const channel = pub.channels.find((c) => c.status === 'approved') ?? null;
  let nextId = 1 + Math.max(0, ...[...state.publishers.values()].flatMap((p) => p.transactions.map((t) => t.id)));
  const added: TransactionRecord[] = [];
  for (let i = 0; i < count; i++) {
    const id = nextId++;
    const record: TransactionRecord = {
      id,
      campaignId: sale.campaign.id,
      date,
      status: sale.status ?? 'pending',
      salePaise,
      commissionPaise,
      sale: toAccount(salePaise),
      commission: toAccount(commissionPaise),
      merchantRef: `SBX-${id}`,
      orderId: `OD${id}`,
      productName: 'Sandbox sale',
      category: null,
      extraInfo: null,
      channelId: channel?.id ?? null,
      channelName: channel?.name ?? null,
      subIds: sale.subIds ? [...sale.subIds] : [null, null, null, null, null],
      invoiceNumber: null,
      createdAt: iso(nowMs),
      updatedAt: iso(nowMs),
    };
    pub.transactions.push(record);
    pub.transactionById.set(id, record);
    added.push(record);
  }
  return added;
}
