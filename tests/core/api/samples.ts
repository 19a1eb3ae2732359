// Realistic records for every resource, field for field as the spec's tables give them (the spec has no JSON
// samples). Kept plain JSON so tests can alter copies.

export function meta(page: number, totalPages: number, perPage = 30, total = totalPages * perPage) {
  return {
    page,
    per_page: perPage,
    total,
    total_pages: totalPages,
    next_page: page < totalPages ? page + 1 : null,
    prev_page: page > 1 ? page - 1 : null,
  };
}

export function reportMeta(page: number, totalPages: number, currency = 'INR') {
  return { ...meta(page, totalPages), currency };
}

export const ping = {
  status: 'ok',
  version: '3.0',
  publisher: {
    id: 4821,
    name: 'Deal Hunters',
    email: 'ops@dealhunters.example',
    publisher_id: 'PUB4821',
    currency: 'INR',
  },
  api_key: {
    name: 'Browser extension',
    scopes: ['read:campaigns', 'write:links'],
    last_used_at: '2025-03-14T09:12:44Z',
  },
};

export const channel = {
  id: 311,
  name: 'Deal Hunters Blog',
  source_url: 'https://blog.dealhunters.example',
  category: 'Website / Blog',
  status: 'approved',
  is_default: false,
  created_at: '2024-11-02T06:30:00Z',
};

export const campaign = {
  id: 1207,
  name: 'ShopKart',
  url: 'https://www.shopkart.example',
  domain: 'shopkart.example',
  image: 'https://cdn.network.example/logos/shopkart.png',
  payout_type: 'Upto 8% per sale',
  payout: '8',
  payout_currency: 'INR',
  campaign_type: 'CPS',
  access_status: 'open',
  categories: [{ id: 4, name: 'Fashion' }],
  countries: [{ id: 99, iso: 'IN', name: 'India' }],
  reporting_type: 'Real time',
  deeplink_allowed: true,
  sub_ids_allowed: true,
  cashback_publishers_allowed: false,
  social_media_publishers_allowed: true,
  missing_transactions_accepted: true,
  cookie_duration: 30,
  is_featured: true,
  epc_7d: '1.25',
  epc_90d: '0.4',
  tracking_url: 'https://track.network.example/c?cid=311&campaign=1207',
  updated_at: '2025-03-01T10:00:00Z',
};

export const campaignDetail = {
  ...campaign,
  important_info_html: '<p>No coupon sites.</p>',
  payout_categories: [
    { name: 'Fashion', payout_type: 'percent', payout: '8', is_header: false },
    { name: 'Electronics', payout_type: 'percent', payout: '2.5', is_header: false },
  ],
  platforms: { allowed: ['Website', 'Android'], disallowed: ['iOS'] },
  media: { allowed: ['Email'], disallowed: ['Cashback'] },
  tracking_time: '72 hours',
  validation_time: '45 days',
  payment_time: '60 days after validation',
  conversion_flow: { 'Step 1': 'Click', 'Step 2': 'Purchase' },
};

export const accessRequest = {
  id: 9001,
  campaign_id: 1207,
  channel_id: 311,
  promotion_details: 'Weekly deals newsletter',
  status: 'pending',
  created_at: '2025-03-15T11:00:00Z',
};

export const convertResult = {
  tracking_url: 'https://track.network.example/c?cid=311&source=api&url=https%3A%2F%2Fwww.shopkart.example%2Fp%2F1',
  short_url: 'https://sho.rt/aB3d',
  affiliated: true,
  original_url: 'https://www.shopkart.example/p/1',
  campaign: { id: 1207, name: 'ShopKart' },
};

export const monetizeResult = {
  title: 'Grab the ShopKart sneakers at 40% off',
  original_title: 'Sneakers',
  description: 'Limited stock, free shipping.',
  tracking_url: convertResult.tracking_url,
  affiliated: true,
  original_url: convertResult.original_url,
  campaign: null,
  ai_rewritten: true,
};

export const offer = {
  id: 55001,
  title: 'Flat 20% off on sneakers',
  description: 'Valid on selected styles.',
  terms: null,
  coupon_code: 'SNEAK20',
  offer_type: 'coupon',
  campaign_id: 1207,
  campaign_name: 'ShopKart',
  categories: [{ id: 4, name: 'Fashion' }],
  tracking_url: 'https://track.network.example/o?cid=311&offer=55001',
  status: 'live',
  start_date: '2025-03-01',
  end_date: '2025-03-31',
  original_price: 2999,
  discount_price: 2399.2,
  percent_off: 20,
  shipping_charge: null,
  created_at: '2025-02-27T08:00:00Z',
  updated_at: '2025-03-01T08:00:00Z',
};

export const transaction = {
  id: 700123,
  campaign_id: 1207,
  campaign_name: 'ShopKart',
  campaign_type: 'CPS',
  transaction_date: '2025-03-10',
  status: 'validated',
  sale_amount: '2399.20',
  currency: 'INR',
  user_commission: '191.94',
  merchant_reference_id: 'SK-88421',
  order_id: 'OD-5521',
  product_name: 'Sneakers',
  category: 'Fashion',
  extra_info: null,
  channel_id: 311,
  channel_name: 'Deal Hunters Blog',
  sub_id: 'newsletter',
  sub_id_2: null,
  sub_id_3: null,
  sub_id_4: null,
  sub_id_5: null,
  invoice_number: null,
  created_at: '2025-03-10T14:05:00Z',
  updated_at: '2025-03-12T09:00:00Z',
};

export const cpcClick = {
  id: 88001,
  transaction_id: null,
  click_log_uid: 'c1f2e3d4-0001',
  campaign_id: 2001,
  campaign_name: 'CardCompare',
  channel_id: 311,
  click_date: '2025-03-14',
  click_timestamp: '2025-03-14 18:22:05',
  status: 'pending',
  sale_amount: '0.00',
  currency: 'INR',
  user_commission: '3.50',
  sales: 0,
  sub_id: 'sidebar',
  sub_id_2: null,
  sub_id_3: null,
  sub_id_4: null,
  sub_id_5: null,
  sub_id_6: null,
  traffic_source: 'web',
  country_iso: 'IN',
  validated_at: null,
  rejected_at: null,
  updated_at: '2025-03-14T18:22:05Z',
};

/** As the spec's claim sample: no `currency` (it defaults to INR). */
export const claim = {
  id: 4101,
  order_number: 'OD-7781',
  campaign_id: 1207,
  campaign_name: 'ShopKart',
  transaction_date: '2025-03-02',
  sale_amount: '1499.00',
  user_commission: '0.00',
  status: 'pending',
  coupon_code: null,
  additional_info: 'Paid with UPI',
  source: 'api',
  created_at: '2025-03-05T07:00:00Z',
  updated_at: '2025-03-05T07:00:00Z',
};

/** As the spec's invoice sample: no `currency`. */
export const invoice = {
  id: 301,
  invoice_number: 'INV-2025-0012',
  invoice_date: '2025-02-28',
  status: 'paid',
  amount: '12000.00',
  gross_amount: '14160.00',
  tds_amount: '1416.00',
  net_payment: '12744.00',
  billing_from: 'india',
  auto_generated: true,
  created_at: '2025-02-28T12:00:00Z',
};

export const invoiceDetail = {
  ...invoice,
  currency: 'INR',
  tax_breakdown: { igst: '2160.00' },
  monthly_bifurcation: [{ month: '2025-01', amount: '12000.00' }],
};

export const invoiceTransaction = {
  id: 700123,
  merchant_reference_id: 'SK-88421',
  extra_info: null,
  sale_amount: '2399.20',
};

export const performanceRow = {
  date: '2025-03-14',
  clicks: 120,
  transactions: 3,
  commission: '412.5',
  sale_amount: '5200',
  cr: '2.5',
  epc: '3.44',
  currency: 'INR',
};
export const performanceTotals = {
  clicks: 840,
  transactions: 12,
  commission: '1650',
  sale_amount: '20400.4',
  cr: '1.43',
  epc: '1.96',
  currency: 'INR',
};

export const campaignReportRow = {
  campaign_id: 1207,
  campaign_name: 'ShopKart',
  campaign_type: 'CPS',
  channel_id: 311,
  channel_name: 'Deal Hunters Blog',
  clicks: 300,
  transactions: 6,
  commission: '820.4',
  sale_amount: '10250',
  cr: '2',
  epc: '2.73',
  currency: 'INR',
};

export const earningsRow = {
  month: '2025-02',
  pending: '1200.5',
  validated: '300',
  payable: '0',
  claimed: '12000',
  rejected: '40',
  total: '13540.5',
  updated_at: '2025-03-15T02:00:00Z',
  currency: 'INR',
};
export const earningsTotals = {
  pending: '1200.5',
  validated: '300',
  payable: '0',
  claimed: '12000',
  rejected: '40',
  total: '13540.5',
  currency: 'INR',
};

export const unmonetizedRow = { domain_name: 'gadgetstore.example', clicks: 87, status: 'available_on_approval' };

export const country = { id: 99, name: 'India', iso: 'IN' };
export const category = { id: 4, name: 'Fashion' };
