// Coupons and deals. Offers are the same for every publisher (not user-scoped, spec section 4): most are placed on
// campaigns every sandbox publisher may promote (access open or approved), and one each on the first few live
// campaigns that some publisher has not applied to, waits for, was refused or is blocked from (1004 to 1008): a
// client must not take an offer's link for an earning one. Plus a few that must stay hidden (a
// paused campaign's, expired ones) and a few that start later (seen only with a later valid_on).
import { addDays, iso, msAt } from '../dates';
import type { Rng } from '../random';
import type { AccessEntry, CampaignRecord, OfferRecord } from '../types';

interface Template {
  title: string;
  description: string;
  code?: string;
  /** Original and discounted price in rupees. */
  prices?: [number, number];
  percentOff?: number;
  shipping?: string;
}

const TEMPLATES: Record<number, Template[]> = {
  1: [
    {
      title: 'Extra 30% off on kurtas',
      description: 'Valid on the festive kurta collection.',
      code: 'STYLE30',
      percentOff: 30,
    },
    { title: 'Denim jeans at ₹999', description: 'Slim and straight fits.', prices: [2499, 999], shipping: 'Free' },
    { title: 'Buy 2, get 1 free on tees', description: 'Add three tees; the cheapest is free.' },
  ],
  2: [
    { title: 'Earbuds Pro at ₹1,999', description: 'Active noise cancelling, 30-hour battery.', prices: [4999, 1999] },
    { title: 'Flat ₹500 off on smartwatches', description: 'On orders above ₹2,999.', code: 'WATCH500' },
    { title: 'Up to 40% off on TVs', description: 'Top 4K models, limited stock.', percentOff: 40, shipping: '199.00' },
  ],
  3: [
    { title: 'Flat ₹150 off on your first order', description: 'Minimum order ₹999.', code: 'FRESH150' },
    {
      title: 'Up to 40% off on fruits and vegetables',
      description: 'Farm fresh, delivered in 2 hours.',
      percentOff: 40,
    },
    {
      title: 'Monthly staples box at ₹2,499',
      description: 'Rice, dal, oil and more.',
      prices: [3199, 2499],
      shipping: 'Free',
    },
  ],
  4: [
    { title: '20% off on skincare', description: 'Serums, sunscreens and night oils.', code: 'GLOW20', percentOff: 20 },
    { title: 'Lipstick trio at ₹699', description: 'Three matte shades.', prices: [1197, 699] },
  ],
  5: [
    { title: 'Flat 12% off on hotels', description: 'On stays of two nights or more.', code: 'STAY12', percentOff: 12 },
    { title: 'Weekend packages from ₹4,999', description: 'Goa, Jaipur and Kerala.', prices: [7999, 4999] },
  ],
  7: [
    {
      title: 'Cookware set at ₹1,499',
      description: 'Five-piece non-stick set.',
      prices: [3499, 1499],
      shipping: 'Free',
    },
    {
      title: 'Extra 10% off on furnishing',
      description: 'Bedsheets, curtains and cushions.',
      code: 'HOME10',
      percentOff: 10,
    },
  ],
  8: [
    {
      title: 'Flat 25% off on wellness',
      description: 'Supplements and health devices.',
      code: 'WELL25',
      percentOff: 25,
    },
    { title: 'Yoga mat at ₹499', description: '6 mm, anti-slip.', prices: [999, 499] },
  ],
  10: [
    {
      title: '50% off on your first two orders',
      description: 'Up to ₹100 off per order.',
      code: 'TASTY50',
      percentOff: 50,
    },
    { title: 'Free delivery all weekend', description: 'No minimum order value.', shipping: 'Free' },
  ],
  12: [
    { title: 'Toys from ₹199', description: 'Learning toys for ages 1 to 8.' },
    { title: 'Extra 15% off on baby care', description: 'Diapers, wipes and lotions.', code: 'BABY15', percentOff: 15 },
  ],
  13: [{ title: 'Running shoes at ₹1,799', description: 'Cushioned, breathable.', prices: [3999, 1799] }],
  14: [{ title: 'Flat 8% off on gold jewellery', description: 'Making charges only.', code: 'SHINE8', percentOff: 8 }],
};
const GENERIC: Template[] = [
  { title: 'Special offer for new users', description: 'Sign up and get a welcome bonus.', code: 'WELCOME' },
  { title: 'Limited-time deal', description: 'Prices drop for 48 hours only.' },
];

function offer(
  id: number,
  campaign: CampaignRecord,
  t: Template,
  window: { start: string; end: string; live: boolean },
  rng: Rng,
): OfferRecord {
  const slug = t.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const created = msAt(addDays(window.start, -1), rng.int(30_000, 60_000));
  const percent = t.percentOff ?? (t.prices ? Math.round(((t.prices[0] - t.prices[1]) * 100) / t.prices[0]) : null);
  return {
    id,
    campaignId: campaign.id,
    title: t.title,
    description: t.description,
    terms: t.code
      ? `Use code ${t.code} at checkout. One use per customer.`
      : rng.chance(0.5)
        ? null
        : 'While stocks last.',
    couponCode: t.code ?? null,
    landingUrl: `${campaign.url}offers/${slug}`,
    startDate: window.start,
    endDate: window.end,
    live: window.live,
    originalPrice: t.prices?.[0] ?? null,
    discountPrice: t.prices?.[1] ?? null,
    percentOff: percent,
    shippingCharge: t.shipping ?? null,
    createdAt: iso(created),
    updatedAt: iso(created + rng.int(0, 2) * 86_400_000),
  };
}

/** The offers of campaigns a publisher cannot earn from: ids from here, campaigns up to the last (1004 to 1008). */
const FIRST_UNAPPROVED_OFFER_ID = 6001;
const LAST_UNAPPROVED_CAMPAIGN_ID = 1008;

export function buildOffers(
  campaigns: CampaignRecord[],
  accessMaps: Map<number, AccessEntry>[],
  today: string,
  perCampaign: number,
  rng: Rng,
): OfferRecord[] {
  const promotable = (c: CampaignRecord) =>
    accessMaps.every((m) => ['open', 'approved'].includes(m.get(c.id)?.status ?? ''));
  const offers: OfferRecord[] = [];
  let id = 7001;
  for (const campaign of campaigns) {
    const everyone = promotable(campaign);
    const paused = campaign.status !== 'active';
    if (!everyone && !(paused && campaign.id < 2000)) continue;
    const templates = TEMPLATES[campaign.categoryIds[0]!] ?? GENERIC;
    const count = Math.min(templates.length, campaign.id < 2000 ? perCampaign : 1);
    for (let i = 0; i < count; i++) {
      const start = addDays(today, -rng.int(1, 40));
      offers.push(
        offer(id++, campaign, templates[i]!, { start, end: addDays(today, rng.int(3, 60)), live: true }, rng),
      );
    }
    if (campaign.id < 2000 && campaign.id % 4 === 0) {
      // An expired offer and one that starts in ten days.
      const old = addDays(today, -60);
      offers.push(offer(id++, campaign, GENERIC[1]!, { start: old, end: addDays(old, 20), live: false }, rng));
      const soon = addDays(today, 10);
      offers.push(offer(id++, campaign, GENERIC[0]!, { start: soon, end: addDays(soon, 30), live: true }, rng));
    }
  }
  // After the others, so that their data stay what they were, and numbered below them, so that they come last in
  // the default order (id, newest first): one each on the first live campaigns a publisher cannot earn from.
  let lower = FIRST_UNAPPROVED_OFFER_ID;
  for (const campaign of campaigns) {
    if (campaign.id > LAST_UNAPPROVED_CAMPAIGN_ID || campaign.status !== 'active' || promotable(campaign)) continue;
    // A code of its own, so that no other offer shares a fixture's code (FRESH150, STYLE30).
    const template = { ...GENERIC[0]!, code: `JOIN${campaign.id}` };
    const start = addDays(today, -rng.int(1, 40));
    offers.push(offer(lower++, campaign, template, { start, end: addDays(today, rng.int(3, 60)), live: true }, rng));
  }
  return offers;
}
