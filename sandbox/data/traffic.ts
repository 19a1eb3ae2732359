// Click counts behind the performance and campaign reports, and the unmonetized traffic of each publisher.
import { addDays } from '../dates';
import { createRng, hashSeed, type Rng } from '../random';
import type { CampaignRecord, ChannelRecord, ClickAggregate, TransactionRecord, UnmonetizedDomain } from '../types';
import { TRANSACTION_DAYS } from './transactions';

/** Every day's clicks per campaign-channel pair: enough to explain its sales, plus pairs that sold nothing. */
export function buildClicks(
  transactions: TransactionRecord[],
  campaigns: CampaignRecord[],
  channels: ChannelRecord[],
  today: string,
  rng: Rng,
): Map<string, ClickAggregate[]> {
  const sales = new Map<string, number>();
  for (const t of transactions) {
    const key = `${t.date}|${t.campaignId}|${t.channelId ?? ''}`;
    sales.set(key, (sales.get(key) ?? 0) + 1);
  }
  const byDate = new Map<string, ClickAggregate[]>();
  const add = (date: string, row: ClickAggregate) => {
    const rows = byDate.get(date);
    if (rows) rows.push(row);
    else byDate.set(date, [row]);
  };
  for (const [key, count] of sales) {
    const [date, campaignId, channelId] = key.split('|') as [string, string, string];
    add(date, {
      campaignId: Number(campaignId),
      channelId: channelId === '' ? null : Number(channelId),
      clicks: count * rng.int(25, 70) + rng.int(0, 20),
    });
  }
  const approved = channels.filter((c) => c.status === 'approved');
  for (let age = TRANSACTION_DAYS; age >= 1; age--) {
    const date = addDays(today, -age);
    for (let i = rng.int(1, 3); i > 0; i--) {
      const campaignId = rng.pick(campaigns).id;
      const channelId = rng.pick(approved).id;
      if (sales.has(`${date}|${campaignId}|${channelId}`)) continue;
      add(date, { campaignId, channelId, clicks: rng.int(3, 120) });
    }
  }
  return byDate;
}

const OTHER_DOMAINS = [
  'dailyrecipes.net',
  'techtalkindia.com',
  'cricketbuzz.news',
  'moviemasala.in',
  'desigadgetreview.com',
  'homedecorideas.org',
  'bharatjobs.net',
  'studyhelp.in',
];

/** Domains the publisher sent clicks to without a tracked link: some have campaigns, some do not. */
export function buildUnmonetized(campaigns: CampaignRecord[], rng: Rng): UnmonetizedDomain[] {
  const withCampaign = [...campaigns].sort((a, b) => a.id - b.id).slice(0, 40);
  const picked = withCampaign.filter((_, i) => i % 3 === 0).map((c) => c.domain);
  return [...picked, ...OTHER_DOMAINS].map((domain) => ({ domain, dailyClicks: rng.int(4, 180) }));
}

/** Clicks to `domain` on `date`: varies by day, stable for a seed. */
export function unmonetizedClicks(domain: UnmonetizedDomain, date: string, seed: number): number {
  const r = createRng(hashSeed(seed, domain.domain, date)).next();
  return Math.floor(domain.dailyClicks * (0.5 + r));
}
