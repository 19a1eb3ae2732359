// The two sandbox publishers and their channels.
import { addDays, iso, msAt } from '../dates';
import { INR_PUBLISHER_ID, USD_PUBLISHER_ID } from '../keys';
import type { ChannelRecord, PublisherRecord } from '../types';

export function publisherRecords(today: string): PublisherRecord[] {
  return [
    {
      id: INR_PUBLISHER_ID,
      name: 'Asha Verma',
      email: 'asha@example.in',
      publisherId: 'PUB-10421',
      currency: 'INR',
      usdSince: null,
    },
    {
      id: USD_PUBLISHER_ID,
      name: 'Liam Carter',
      email: 'liam@example.com',
      publisherId: 'PUB-20877',
      currency: 'USD',
      usdSince: addDays(today, -240),
    },
  ];
}

type ChannelRow = [number, string, string, ChannelRecord['category'], ChannelRecord['status'], number];

// id, name, source_url, category, status, days since creation. The first row of each publisher is its default.
const CHANNELS: Record<number, ChannelRow[]> = {
  [INR_PUBLISHER_ID]: [
    [501, 'Asha Finds Blog', 'https://ashafinds.blog', 'Website / Blog', 'approved', 700],
    [502, 'Asha on Instagram', 'https://instagram.com/asha.finds', 'Instagram', 'approved', 520],
    [503, 'Deals Telegram', 'https://t.me/ashadeals', 'Telegram', 'approved', 400],
    [504, 'Asha Reviews', 'https://youtube.com/@ashareviews', 'Youtube', 'pending', 6],
    [505, 'Coupon Corner', 'https://couponcorner.example.in', 'Deal & Coupon Website', 'rejected', 90],
    [506, 'Deals WhatsApp group', 'https://chat.whatsapp.com/AshaDeals', 'Whatsapp', 'rejected', 45],
    [507, 'Weekly newsletter', 'https://ashafinds.blog/newsletter', 'Email / Sms', 'pending', 3],
  ],
  [USD_PUBLISHER_ID]: [
    [601, 'Carter Tech Reviews', 'https://cartertech.example.com', 'Website / Blog', 'approved', 900],
    [602, 'Liam on YouTube', 'https://youtube.com/@liamcarter', 'Youtube', 'approved', 610],
    [603, 'Deal Radar app', 'https://dealradar.example.com/app', 'Mobile App', 'pending', 12],
    [604, 'Carter on X', 'https://twitter.com/liamcarter', 'Twitter', 'rejected', 60],
    [605, 'Price Drop Alerts', 'https://pricedrops.example.com', 'Cashback Website', 'approved', 300],
  ],
};

export function channelRecords(publisherId: number, today: string): ChannelRecord[] {
  return (CHANNELS[publisherId] ?? []).map(([id, name, sourceUrl, category, status, age], i) => ({
    id,
    name,
    sourceUrl,
    category,
    status,
    isDefault: i === 0,
    createdAt: iso(msAt(addDays(today, -age), 37_800 + id * 61)),
  }));
}

/** First id given to a channel created through the API. */
export const FIRST_NEW_CHANNEL_ID = 1001;
