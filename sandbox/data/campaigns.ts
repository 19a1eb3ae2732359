// Campaign records: the hand-written catalogue, plus generated merchants at large scale.
import { getDomain } from 'tldts';
import { addDays, iso, msAt } from '../dates';
import type { Rng } from '../random';
import type { CampaignRecord, CampaignStatus, Scale } from '../types';
import { INDIA } from './catalog';
import { type AccessSeed, MERCHANTS, type MerchantSeed } from './merchants';

const LARGE_CAMPAIGNS = 5000;

const PAYOUT_TYPES: Record<string, string> = {
  CPS: 'Percentage of sale',
  CPC: 'Per click',
  CPL: 'Per lead',
};

function reportingTypeOf(seed: Pick<MerchantSeed, 'id' | 'type'>): string {
  if (seed.type === 'CPC') return 'Real time';
  if (seed.type === 'CPL') return 'Weekly';
  if (seed.type.startsWith('CPI')) return 'Daily';
  return seed.id % 3 === 0 ? 'Daily' : 'Real time';
}

// Social media allowed or not, whatever the seed: the posting tests' verdict (sandbox/fixtures.ts).
const SOCIAL_FIXED: Record<number, boolean> = { 1001: false, 1002: true };

function campaignFrom(seed: MerchantSeed, today: string, rng: Rng): CampaignRecord {
  const host = new URL(seed.url).hostname;
  const domain = getDomain(host) ?? host;
  const isCps = seed.type === 'CPS';
  const epc90d = rng.int(25, 650);
  const subIdsAllowed = rng.chance(0.9);
  const cashbackAllowed = isCps && rng.chance(0.6);
  const socialAllowed = rng.chance(0.8);
  return {
    id: seed.id,
    name: seed.name,
    merchant: seed.merchant,
    url: seed.url,
    domain,
    image: `https://cdn.sandbox-affiliate.test/logos/${domain.replace(/\W+/g, '-')}.png`,
    type: seed.type,
    payoutType: PAYOUT_TYPES[seed.type] ?? 'Per install',
    payout: seed.payout,
    categoryIds: seed.categories,
    countryIds: seed.countries ?? [INDIA],
    reportingType: reportingTypeOf(seed),
    deeplinkAllowed: seed.type !== 'CPC' && !seed.type.startsWith('CPI'),
    subIdsAllowed,
    cashbackAllowed,
    socialAllowed: SOCIAL_FIXED[seed.id] ?? socialAllowed,
    missingTxAccepted: isCps && seed.id % 10 !== 9,
    cookieDays: isCps ? rng.pick([1, 7, 15, 30, 30, 45]) : seed.type === 'CPC' ? 1 : 7,
    featured: seed.featured ?? false,
    epc7d: Math.max(0, epc90d + rng.int(-120, 150)),
    epc90d,
    status: seed.status ?? 'active',
    createdAt: iso(msAt(addDays(today, -rng.int(200, 1400)), rng.int(9, 18) * 3600)),
    updatedAt: iso(msAt(addDays(today, -rng.int(1, 90)), rng.int(0, 86_399))),
  };
}

const PREFIXES = (
  'Nova Saffron Indigo Monsoon Lotus Peacock Sitara Banyan Chandni Kesar Tulsi Marigold Himalaya Coral ' +
  'Neem Jasmine Tusker Kaveri Ganga Amber Mango Cedar Pepper Cardamom Ruby Sapphire Falcon Orbit Pixel ' +
  'Zenith Aurora Mirchi Jugnu Dhoop Nimbu Bijli Tara Sagar Parvat Vayu'
).split(' ');
const SUFFIXES = (
  'Mart Bazaar Store Basket Wear Threads Gadgets Kitchen Homes Travels Health Finance Games Kids Sports ' +
  'Jewels Books Foods Beauty Decor Electricals Pharmacy Tours Loans Academy Optics Pets Gardens Motors ' +
  'Studio'
).split(' ');
const TLDS = ['.in', '.com', '.co.in', '.shop', '.store', '.online'];
const TYPES = [
  ['CPS', 70],
  ['CPC', 6],
  ['CPL', 10],
  ['CPI - Android', 8],
  ['CPI - IOS', 4],
  ['CPI - Windows', 2],
] as const;
const ACCESS = [
  ['open', 30],
  ['not_applied', 35],
  ['approved', 15],
  ['pending', 8],
  ['rejected:40', 3],
  ['rejected:150', 3],
  ['blocked', 6],
] as const satisfies readonly (readonly [AccessSeed, number])[];

function generatedSeed(index: number, rng: Rng): MerchantSeed {
  const p = PREFIXES[index % PREFIXES.length]!;
  const s = SUFFIXES[Math.floor(index / PREFIXES.length) % SUFFIXES.length]!;
  const round = Math.floor(index / (PREFIXES.length * SUFFIXES.length));
  const name = round > 0 ? `${p} ${s} ${round + 1}` : `${p} ${s}`;
  const slug = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const type = rng.weighted(TYPES);
  const payout = type === 'CPS' ? rng.int(2, 15) * 100 : type === 'CPC' ? rng.int(40, 200) : rng.int(20, 300) * 100;
  const status: CampaignStatus = rng.weighted([
    ['active', 96],
    ['paused', 3],
    ['deleted', 1],
  ] as const);
  return {
    id: 2001 + index,
    name,
    merchant: `${name} Pvt Ltd`,
    url: `https://${rng.pick(['www.', 'www.', 'm.', ''])}${slug}${TLDS[index % TLDS.length]}/`,
    type,
    payout,
    categories: [rng.int(1, 15)],
    inr: rng.weighted(ACCESS),
    usd: rng.weighted(ACCESS),
    status,
  };
}

/** The merchant seeds for a scale: the hand-written catalogue first, so fixture ids hold at every scale. */
export function merchantSeeds(scale: Scale, rng: Rng): MerchantSeed[] {
  if (scale === 'normal') return MERCHANTS;
  const extra = Array.from({ length: LARGE_CAMPAIGNS - MERCHANTS.length }, (_, i) => generatedSeed(i, rng));
  return [...MERCHANTS, ...extra];
}

export function buildCampaigns(seeds: MerchantSeed[], today: string, rng: Rng): CampaignRecord[] {
  return seeds.map((seed) => campaignFrom(seed, today, rng));
}
