// A publisher's transactions over the last 460 days, with statuses that follow their age and invoices.

import { addDays, addMonths, daysBetween, iso, monthOf, msAt } from '../dates';
import { paiseToCents, percentOf } from '../money';
import type { Rng } from '../random';
import type { TransactionStatus } from '../spec';
import type { CampaignRecord, ChannelRecord, PublisherRecord, TransactionRecord } from '../types';
import { categoryName } from './catalog';
import { productsFor } from './products';
import { paisePerDollar } from './rates';

export const TRANSACTION_DAYS = 460;
/** Sub ID 1 values seen on transactions; FIXTURES.knownSubId is the first. */
const SUB_IDS = ['summer-sale', 'ig-reel', 'blog-sidebar', 'tg-morning', 'yt-review'];

/** The last month whose transactions are invoiced: invoices are raised on the 10th, two months after. */
function lastInvoicedMonth(today: string): string {
  return monthOf(addMonths(`${monthOf(today)}-01`, Number(today.slice(8)) >= 10 ? -2 : -3));
}

export function invoiceDateOf(month: string): string {
  return addMonths(`${month}-10`, 2);
}

interface Context {
  publisher: PublisherRecord;
  campaigns: CampaignRecord[];
  channels: ChannelRecord[];
  today: string;
  nowMs: number;
  perDay: number;
  firstId: number;
  rng: Rng;
}

export function buildTransactions(ctx: Context): TransactionRecord[] {
  const { rng, today } = ctx;
  const approved = ctx.channels.filter((c) => c.status === 'approved');
  const out: TransactionRecord[] = [];
  let id = ctx.firstId;
  for (let age = TRANSACTION_DAYS; age >= 1; age--) {
    const date = addDays(today, -age);
    const count = rng.int(0, Math.round(ctx.perDay * 2));
    for (let i = 0; i < count; i++) {
      const campaign = rng.pick(ctx.campaigns);
      const channel = rng.chance(0.03) ? null : rng.chance(0.5) ? approved[0]! : rng.pick(approved);
      out.push(transaction(id++, date, campaign, channel, ctx));
    }
  }
  return out;
}

function transaction(
  id: number,
  date: string,
  campaign: CampaignRecord,
  channel: ChannelRecord | null,
  ctx: Context,
): TransactionRecord {
  const { rng } = ctx;
  const cps = campaign.type === 'CPS';
  const salePaise = cps ? rng.int(199, 14_999) * 100 + rng.pick([0, 0, 0, 50, 99]) : 0;
  const commissionPaise = cps ? percentOf(salePaise, campaign.payout) : campaign.payout;
  const createdMs = msAt(date, rng.int(0, 86_399));
  const status = statusFor(date, ctx.today, rng);
  const updatedMs = Math.max(createdMs, Math.min(ctx.nowMs - 60_000, updatedAfter(status, createdMs, rng)));
  const usd = ctx.publisher.currency === 'USD';
  const converted = !usd || status === 'invoice_raised' || rng.chance(0.96);
  const toAccount = (paise: number) => (!converted ? null : usd ? paiseToCents(paise, paisePerDollar(date)) : paise);
  const categoryId = campaign.categoryIds[0]!;
  return {
    id,
    campaignId: campaign.id,
    date,
    status,
    salePaise,
    commissionPaise,
    sale: toAccount(salePaise),
    commission: toAccount(commissionPaise),
    merchantRef: `${campaign.name.slice(0, 3).toUpperCase()}-${(id * 7919).toString(36).toUpperCase()}`,
    orderId: cps ? `OD${String(4_000_000_000 + id * 37)}` : null,
    productName: rng.pick(productsFor(categoryId)),
    category: cps ? categoryName(categoryId) : null,
    extraInfo: rng.chance(0.1) ? rng.pick(['app_order', 'new_user', 'repeat_user']) : null,
    channelId: channel?.id ?? null,
    channelName: channel?.name ?? null,
    subIds: [
      rng.chance(0.45) ? rng.pick(SUB_IDS) : null,
      rng.chance(0.2) ? rng.pick(['post-a', 'post-b', 'story']) : null,
      rng.chance(0.08) ? 'campaign-q3' : null,
      rng.chance(0.04) ? 'test-variant' : null,
      rng.chance(0.02) ? 'partner-x' : null,
    ],
    invoiceNumber: null,
    createdAt: iso(createdMs),
    updatedAt: iso(updatedMs),
  };
}

/** Invoiced months get `invoice_raised` here; the invoice then sets paid or raised and the number. */
function statusFor(date: string, today: string, rng: Rng): TransactionStatus {
  const age = daysBetween(date, today);
  if (monthOf(date) <= lastInvoicedMonth(today)) return rng.chance(0.12) ? 'rejected' : 'invoice_raised';
  if (age <= 3) return rng.chance(0.07) ? 'rejected' : 'pending';
  if (age <= 35)
    return rng.weighted([
      ['pending', 50],
      ['validated', 35],
      ['rejected', 15],
    ] as const);
  return rng.weighted([
    ['validated', 30],
    ['payable', 55],
    ['rejected', 15],
  ] as const);
}

function updatedAfter(status: TransactionStatus, createdMs: number, rng: Rng): number {
  const day = 86_400_000;
  if (status === 'pending') return createdMs + rng.int(0, 3) * 3_600_000;
  if (status === 'payable') return createdMs + rng.int(30, 45) * day;
  return createdMs + rng.int(2, 30) * day + rng.int(0, 86_399_000);
}
