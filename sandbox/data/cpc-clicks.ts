// CPC click records, generated on first request for a day (any day from 2024-02-29 works; clicks exist for
// the last CPC_DAYS days). Validation and rejection come days after the click, never after "now".

import { dayNumber, daysBetween, iso, msAt } from '../dates';
import { CPC_FIRST_DATE } from '../limits';
import { createRng, hashSeed } from '../random';
import type { CampaignRecord, CpcClickRecord, PublisherState } from '../types';

const CPC_DAYS = 60;
const DAY_MS = 86_400_000;
const SOURCES = ['instagram', 'telegram', 'blog', 'whatsapp', null] as const;
const COUNTRIES = ['IN', 'IN', 'IN', 'IN', 'AE', 'US', 'GB', null] as const;

export function cpcClicksOn(
  pub: PublisherState,
  campaigns: CampaignRecord[],
  date: string,
  today: string,
  nowMs: number,
  perDay: number,
): CpcClickRecord[] {
  const cached = pub.cpcByDate.get(date);
  if (cached) return cached;
  const clicks = generate(pub, campaigns, date, today, nowMs, perDay);
  pub.cpcByDate.set(date, clicks);
  return clicks;
}

function generate(
  pub: PublisherState,
  campaigns: CampaignRecord[],
  date: string,
  today: string,
  nowMs: number,
  perDay: number,
): CpcClickRecord[] {
  const age = daysBetween(date, today);
  const cpc = campaigns.filter(
    (c) => c.type === 'CPC' && ['open', 'approved'].includes(pub.access.get(c.id)?.status ?? ''),
  );
  const channels = pub.channels.filter((c) => c.status === 'approved');
  if (age < 0 || age >= CPC_DAYS || cpc.length === 0 || channels.length === 0) return [];
  const rng = createRng(hashSeed(pub.seed, pub.publisher.id, date));
  const dayStart = msAt(date, 0);
  // Today's clicks happened between midnight and now.
  const span = Math.min(DAY_MS, nowMs - dayStart);
  const count = Math.floor((rng.int(Math.ceil(perDay / 2), Math.ceil(perDay * 1.5)) * span) / DAY_MS);
  const base = (dayNumber(date)! - dayNumber(CPC_FIRST_DATE)!) * 10_000 + (pub.publisher.id % 10) * 1000;
  const out: CpcClickRecord[] = [];
  for (let i = 0; i < count; i++) {
    const at = dayStart + Math.floor(rng.next() * span);
    const campaign = rng.pick(cpc);
    const decideAfter = rng.int(1, 5) * DAY_MS + rng.int(0, DAY_MS - 1);
    const decidedAt = at + decideAfter;
    const status =
      decidedAt > nowMs
        ? 'pending'
        : rng.weighted([
            ['validated', 80],
            ['rejected', 10],
            ['pending', 10],
          ] as const);
    const updatedMs = status === 'pending' ? at : decidedAt;
    // Drawn from their own hash, not the day's generator, so the other fields stay as they were seeded.
    const extra = hashSeed(pub.publisher.id, date, i, 'extra');
    const channelId = rng.chance(0.95) ? rng.pick(channels).id : null;
    const sub1 = rng.chance(0.4) ? rng.pick(['ig-story', 'tg-morning', 'blog-top']) : null;
    const sale = status !== 'rejected' && extra % 9 === 0;
    out.push({
      id: 100_000_000 + base + i,
      uid: `clk_${hashSeed(pub.publisher.id, date, i).toString(16).padStart(8, '0')}${i.toString(16).padStart(4, '0')}`,
      campaignId: campaign.id,
      channelId,
      date,
      at,
      status,
      commissionPaise: status === 'rejected' ? 0 : campaign.payout,
      subIds:
        extra % 4 === 0 ? [sub1, 'reel', 'carousel', 'evening', 'hi-IN', 'v2'] : [sub1, null, null, null, null, null],
      trafficSource: rng.pick(SOURCES),
      countryIso: rng.pick(COUNTRIES),
      validatedAt: status === 'validated' ? iso(decidedAt) : null,
      rejectedAt: status === 'rejected' ? iso(decidedAt) : null,
      updatedMs,
      // A sale attached to the click: its transaction and its amount (the spec: "usually 0.00").
      transactionId: sale ? 700_000_000 + base + i : null,
      sales: sale ? 1 : 0,
      salePaise: sale ? 49_900 + (extra % 50) * 1_000 : 0,
    });
  }
  return out.sort((a, b) => a.at - b.at || a.id - b.id);
}
