// Synthetic campaign list items in the API's shape, for measuring the campaign index at scale.
import type { Campaign } from '../lib/core/api/schemas';

const STATUSES = ['open', 'approved', 'not_applied', 'pending', 'rejected', 'blocked'] as const;
const SUFFIXES = ['in', 'com', 'co.in', 'shop', 'store', 'net'] as const;

export function makeCampaigns(n: number): Campaign[] {
  const out: Campaign[] = [];
  for (let i = 0; i < n; i++) {
    const domain = `merchant${i.toString(36)}.${SUFFIXES[i % SUFFIXES.length]}`;
    out.push({
      id: 100_000 + i,
      name: `Merchant ${i}`,
      url: `https://${i % 2 ? 'www' : 'm'}.${domain}/`,
      domain,
      image: `https://img.example.in/${i}.png`,
      payout_type: 'Percent of sale',
      payout: String((i % 15) + 1),
      payout_currency: 'INR',
      campaign_type: 'CPS',
      access_status: STATUSES[i % STATUSES.length] as Campaign['access_status'],
      categories: [{ id: (i % 20) + 1, name: 'Fashion' }],
      countries: [{ id: 1, iso: 'IN', name: 'India' }],
      reporting_type: 'Standard',
      deeplink_allowed: true,
      sub_ids_allowed: true,
      cashback_publishers_allowed: i % 2 === 0,
      social_media_publishers_allowed: true,
      missing_transactions_accepted: i % 3 === 0,
      cookie_duration: 30,
      is_featured: i % 50 === 0,
      epc_7d: '1.25',
      epc_90d: '0.98',
      tracking_url: `https://track.example.in/t?cid=501&campaign=${i}`,
      updated_at: '2026-11-01T00:00:00Z',
    });
  }
  return out;
}
