// Builds the whole seeded sandbox state for a day. Everything is dated relative to `today`.
import { buildAccess } from './data/access';
import { buildCampaigns, merchantSeeds } from './data/campaigns';
import { buildClaims } from './data/claims';
import { buildInvoices } from './data/invoices';
import { buildOffers } from './data/offers';
import { channelRecords, FIRST_NEW_CHANNEL_ID, publisherRecords } from './data/publishers';
import { buildClicks, buildUnmonetized } from './data/traffic';
import { buildTransactions } from './data/transactions';
import { DEMO_KEYS } from './keys';
import { createRng } from './random';
import type { CampaignRecord, PublisherState, SandboxState, Scale } from './types';

export interface StateOptions {
  today: string;
  nowMs: number;
  scale: Scale;
  seed: number;
}

/** Volumes per scale and publisher (INR publisher first). */
const VOLUME = {
  normal: { transactionsPerDay: [2.2, 1], claims: [12, 5], offersPerCampaign: 3 },
  large: { transactionsPerDay: [34, 10], claims: [200, 40], offersPerCampaign: 3 },
} as const;

export function createState({ today, nowMs, scale, seed }: StateOptions): SandboxState {
  const rng = createRng(seed);
  const seeds = merchantSeeds(scale, rng);
  const campaigns = buildCampaigns(seeds, today, rng);
  const campaignById = new Map(campaigns.map((c) => [c.id, c]));
  const campaignsByDomain = new Map<string, CampaignRecord[]>();
  for (const c of campaigns) campaignsByDomain.set(c.domain, [...(campaignsByDomain.get(c.domain) ?? []), c]);

  let requestId = 40_001;
  const nextRequestId = () => requestId++;
  const volume = VOLUME[scale];
  const publishers = new Map<number, PublisherState>();
  publisherRecords(today).forEach((publisher, index) => {
    const channels = channelRecords(publisher.id, today);
    const access = buildAccess(seeds, index === 0 ? 'inr' : 'usd', channels[0]!.id, today, rng, nextRequestId);
    const earning = campaigns.filter(
      (c) => c.type !== 'CPC' && ['open', 'approved'].includes(access.get(c.id)?.status ?? ''),
    );
    const transactions = buildTransactions({
      publisher,
      campaigns: earning,
      channels,
      today,
      nowMs,
      perDay: volume.transactionsPerDay[index]!,
      firstId: (index + 3) * 1_000_000 + 1,
      rng,
    });
    publishers.set(publisher.id, {
      publisher,
      channels,
      access,
      transactions,
      transactionById: new Map(transactions.map((t) => [t.id, t])),
      invoices: buildInvoices(publisher, transactions, today, (index + 3) * 1000 + 1),
      claims: buildClaims(earning, volume.claims[index]!, today, (index + 8) * 1000 + 1, rng),
      clicksByDate: buildClicks(transactions, earning, channels, today, rng),
      unmonetized: buildUnmonetized(campaigns, rng),
      cpcByDate: new Map(),
      usage: new Map(),
      seed,
    });
  });

  const offers = buildOffers(
    campaigns,
    [...publishers.values()].map((p) => p.access),
    today,
    volume.offersPerCampaign,
    rng,
  );
  return {
    today,
    scale,
    seed,
    campaigns,
    campaignById,
    campaignsByDomain,
    offers,
    offerById: new Map(offers.map((o) => [o.id, o])),
    publishers,
    keys: new Map(
      Object.values(DEMO_KEYS).map((k) => [
        k.key,
        {
          key: k.key,
          name: k.name,
          publisherId: k.publisherId,
          scopes: k.scopes ? [...k.scopes] : null,
          lastUsedAt: null,
        },
      ]),
    ),
    nextId: { channel: FIRST_NEW_CHANNEL_ID, accessRequest: requestId, claim: 20_001 },
    shortLinks: new Map(),
    aiCache: new Map(),
  };
}
