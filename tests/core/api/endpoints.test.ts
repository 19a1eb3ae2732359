import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../lib/core/api/client';
import { ENDPOINTS, type Operation } from '../../../lib/core/api/endpoints';
import { API_KEY, clientWith, json } from './fake-fetch';
import * as s from './samples';

interface Case {
  call: (c: ApiClient) => Promise<unknown>;
  method: string;
  path: string;
  query?: [string, string][];
  body?: unknown;
  reply: Response;
  /** What the method resolves with. */
  result: unknown;
}

/** Query pairs sorted by name only: order between names does not matter, order within a repeated name does. */
const byKey = (pairs: [string, string][]) => [...pairs].sort((a, b) => a[0].localeCompare(b[0]));
const one = (record: unknown, status = 200) => json({ data: record }, status);
const list = (item: unknown) => json({ data: [item], meta: s.meta(1, 1) });
const page = (item: unknown) => ({ data: [item], meta: s.meta(1, 1), skipped: 0 });
const report = (row: unknown, totals: unknown) => json({ data: [row], totals, meta: s.reportMeta(1, 1) });

const cases: Record<Operation, Case> = {
  ping: { call: (c) => c.ping(), method: 'GET', path: '/ping', reply: json(s.ping), result: s.ping },
  listCampaigns: {
    call: (c) =>
      c.listCampaigns({
        q: 'shoes & bags',
        category_ids: [4, 9],
        campaign_type: 'CPI - Android',
        access_status: 'open',
        country_id: 99,
        currency: 'INR',
        sort: 'epc_7d',
        order: 'desc',
        page: 2,
        per_page: 500,
      }),
    method: 'GET',
    path: '/campaigns',
    query: [
      ['q', 'shoes & bags'],
      ['category_ids[]', '4'],
      ['category_ids[]', '9'],
      ['campaign_type', 'CPI - Android'],
      ['access_status', 'open'],
      ['country_id', '99'],
      ['currency', 'INR'],
      ['sort', 'epc_7d'],
      ['order', 'desc'],
      ['page', '2'],
      ['per_page', '500'],
    ],
    reply: list(s.campaign),
    result: page(s.campaign),
  },
  getCampaign: {
    call: (c) => c.getCampaign({ id: 1207, currency: 'INR' }),
    method: 'GET',
    path: '/campaigns/1207',
    query: [['currency', 'INR']],
    reply: one(s.campaignDetail),
    result: s.campaignDetail,
  },
  requestAccess: {
    call: (c) => c.requestAccess({ id: 1207, promotion_details: 'Weekly deals newsletter', channel_id: 311 }),
    method: 'POST',
    path: '/campaigns/1207/request_access',
    body: { promotion_details: 'Weekly deals newsletter', channel_id: 311 },
    reply: one(s.accessRequest, 201),
    result: { record: s.accessRequest, reapplied: false },
  },
  convertLink: {
    call: (c) =>
      c.convertLink({
        url: ' https://www.shopkart.example/p/1 ',
        channel_id: 311,
        shorten: true,
        subid: 'nl',
        subid2: '',
        subid3: 'x',
      }),
    method: 'POST',
    path: '/links/convert',
    body: { url: 'https://www.shopkart.example/p/1', channel_id: 311, shorten: true, subid: 'nl', subid3: 'x' },
    reply: one(s.convertResult),
    result: s.convertResult,
  },
  monetizeLink: {
    call: (c) =>
      c.monetizeLink({
        url: 'https://www.shopkart.example/p/1',
        title: 'Sneakers',
        description: 'Limited stock',
        rewrite_using_ai: true,
        subid5: 'e',
      }),
    method: 'POST',
    path: '/links/monetize',
    body: {
      url: 'https://www.shopkart.example/p/1',
      title: 'Sneakers',
      description: 'Limited stock',
      rewrite_using_ai: true,
      subid5: 'e',
    },
    reply: one(s.monetizeResult),
    result: s.monetizeResult,
  },
  listOffers: {
    call: (c) =>
      c.listOffers({
        q: 'sneak',
        campaign_id: 1207,
        category_ids: [4],
        offer_type: 'coupon',
        channel_id: 311,
        valid_on: '2025-03-15',
        sort: 'end_date',
        order: 'asc',
        per_page: 500,
      }),
    method: 'GET',
    path: '/offers',
    query: [
      ['q', 'sneak'],
      ['campaign_id', '1207'],
      ['category_ids[]', '4'],
      ['offer_type', 'coupon'],
      ['channel_id', '311'],
      ['valid_on', '2025-03-15'],
      ['sort', 'end_date'],
      ['order', 'asc'],
      ['per_page', '500'],
    ],
    reply: list(s.offer),
    result: page(s.offer),
  },
  getOffer: {
    call: (c) => c.getOffer({ id: 55001, channel_id: 311 }),
    method: 'GET',
    path: '/offers/55001',
    query: [['channel_id', '311']],
    reply: one(s.offer),
    result: s.offer,
  },
  listChannels: {
    call: (c) => c.listChannels({ page: 1, per_page: 100 }),
    method: 'GET',
    path: '/channels',
    query: [
      ['page', '1'],
      ['per_page', '100'],
    ],
    reply: list(s.channel),
    result: page(s.channel),
  },
  createChannel: {
    call: (c) =>
      c.createChannel({
        name: 'Deal Hunters Blog',
        source_url: 'https://blog.dealhunters.example',
        category: 'Website / Blog',
      }),
    method: 'POST',
    path: '/channels',
    body: { name: 'Deal Hunters Blog', source_url: 'https://blog.dealhunters.example', category: 'Website / Blog' },
    reply: one(s.channel, 201),
    result: s.channel,
  },
  updateChannel: {
    call: (c) => c.updateChannel({ id: 311, name: 'Deals' }),
    method: 'PATCH',
    path: '/channels/311',
    body: { name: 'Deals' },
    reply: one({ ...s.channel, name: 'Deals' }),
    result: { ...s.channel, name: 'Deals' },
  },
  setDefaultChannel: {
    call: (c) => c.setDefaultChannel({ id: 311 }),
    method: 'POST',
    path: '/channels/311/set_default',
    reply: one({ ...s.channel, is_default: true }),
    result: { ...s.channel, is_default: true },
  },
  deleteChannel: {
    call: (c) => c.deleteChannel({ id: 311 }),
    method: 'DELETE',
    path: '/channels/311',
    reply: new Response(null, { status: 204 }),
    result: { deleted: true },
  },
  listTransactions: {
    call: (c) =>
      c.listTransactions({
        start_date: '2025-03-01',
        end_date: '2025-03-14',
        status: 'invoice_raised',
        campaign_id: 1207,
        sub_id: 'nl',
        invoice_number: 'INV-2025-0012',
        updated_since: '2025-03-10T00:00:00Z',
        sort: 'updated_at',
        order: 'asc',
      }),
    method: 'GET',
    path: '/transactions',
    query: [
      ['start_date', '2025-03-01'],
      ['end_date', '2025-03-14'],
      ['status', 'invoice_raised'],
      ['campaign_id', '1207'],
      ['sub_id', 'nl'],
      ['invoice_number', 'INV-2025-0012'],
      ['updated_since', '2025-03-10T00:00:00Z'],
      ['sort', 'updated_at'],
      ['order', 'asc'],
    ],
    reply: list(s.transaction),
    result: page(s.transaction),
  },
  getTransaction: {
    call: (c) => c.getTransaction({ id: 700123 }),
    method: 'GET',
    path: '/transactions/700123',
    reply: one(s.transaction),
    result: s.transaction,
  },
  listCpcClicks: {
    call: (c) =>
      c.listCpcClicks({
        date: '2025-03-14',
        updated_since: '2025-03-14T18:00:00',
        campaign_id: 2001,
        channel_id: 311,
        status: 'pending',
      }),
    method: 'GET',
    path: '/cpc_clicks',
    query: [
      ['date', '2025-03-14'],
      ['updated_since', '2025-03-14T18:00:00'],
      ['campaign_id', '2001'],
      ['channel_id', '311'],
      ['status', 'pending'],
    ],
    reply: list(s.cpcClick),
    result: page(s.cpcClick),
  },
  performanceReport: {
    call: (c) =>
      c.performanceReport({
        start_date: '2025-01-01',
        end_date: '2025-03-14',
        campaign_id: 1207,
        channel_id: 311,
        sort: 'epc',
        order: 'asc',
        page: 1,
        per_page: 100,
      }),
    method: 'GET',
    path: '/reports/performance',
    query: [
      ['start_date', '2025-01-01'],
      ['end_date', '2025-03-14'],
      ['campaign_id', '1207'],
      ['channel_id', '311'],
      ['sort', 'epc'],
      ['order', 'asc'],
      ['page', '1'],
      ['per_page', '100'],
    ],
    reply: report(s.performanceRow, s.performanceTotals),
    result: { data: [s.performanceRow], totals: s.performanceTotals, meta: s.reportMeta(1, 1), skipped: 0 },
  },
  campaignReport: {
    call: (c) => c.campaignReport({ sort: 'channel_id' }),
    method: 'GET',
    path: '/reports/campaigns',
    query: [['sort', 'channel_id']],
    reply: report(s.campaignReportRow, s.performanceTotals),
    result: { data: [s.campaignReportRow], totals: s.performanceTotals, meta: s.reportMeta(1, 1), skipped: 0 },
  },
  earningsReport: {
    call: (c) => c.earningsReport({ start_date: '2024-01-01', end_date: '2025-02-28', sort: 'total' }),
    method: 'GET',
    path: '/reports/earnings',
    query: [
      ['start_date', '2024-01-01'],
      ['end_date', '2025-02-28'],
      ['sort', 'total'],
    ],
    reply: report(s.earningsRow, s.earningsTotals),
    result: { data: [s.earningsRow], totals: s.earningsTotals, meta: s.reportMeta(1, 1), skipped: 0 },
  },
  unmonetizedTraffic: {
    call: (c) => c.unmonetizedTraffic({ search: 'gadget', sort: 'domain_name' }),
    method: 'GET',
    path: '/reports/unmonetized_traffic',
    query: [
      ['search', 'gadget'],
      ['sort', 'domain_name'],
    ],
    reply: json({ data: [s.unmonetizedRow], meta: s.reportMeta(1, 1) }),
    result: { data: [s.unmonetizedRow], meta: s.reportMeta(1, 1), skipped: 0 },
  },
  listInvoices: {
    call: (c) => c.listInvoices({ status: 'paid', start_date: '2025-01-01', end_date: '2025-02-28' }),
    method: 'GET',
    path: '/invoices',
    query: [
      ['status', 'paid'],
      ['start_date', '2025-01-01'],
      ['end_date', '2025-02-28'],
    ],
    reply: list(s.invoice),
    result: page(s.invoice),
  },
  getInvoice: {
    call: (c) => c.getInvoice({ id: 301 }),
    method: 'GET',
    path: '/invoices/301',
    reply: one(s.invoiceDetail),
    result: s.invoiceDetail,
  },
  listInvoiceTransactions: {
    call: (c) => c.listInvoiceTransactions({ id: 301, page: 2 }),
    method: 'GET',
    path: '/invoices/301/transactions',
    query: [['page', '2']],
    reply: list(s.invoiceTransaction),
    result: page(s.invoiceTransaction),
  },
  listClaims: {
    call: (c) => c.listClaims({ search: 'shopkart', status: 'pending' }),
    method: 'GET',
    path: '/missing_transactions',
    query: [
      ['search', 'shopkart'],
      ['status', 'pending'],
    ],
    reply: list(s.claim),
    result: page({ ...s.claim, currency: 'INR' }),
  },
  createClaim: {
    call: (c) =>
      c.createClaim({
        order_number: 'OD-7781',
        campaign_id: 1207,
        transaction_date: '2025-03-02',
        sale_amount: '1499.00',
        additional_info: 'Paid with UPI',
      }),
    method: 'POST',
    path: '/missing_transactions',
    body: {
      order_number: 'OD-7781',
      campaign_id: 1207,
      transaction_date: '2025-03-02',
      sale_amount: '1499.00',
      additional_info: 'Paid with UPI',
    },
    reply: one(s.claim, 201),
    result: { ...s.claim, currency: 'INR' },
  },
  getClaim: {
    call: (c) => c.getClaim({ id: 4101 }),
    method: 'GET',
    path: '/missing_transactions/4101',
    reply: one(s.claim),
    result: { ...s.claim, currency: 'INR' },
  },
  updateClaim: {
    call: (c) => c.updateClaim({ id: 4101, coupon_code: 'SNEAK20' }),
    method: 'PATCH',
    path: '/missing_transactions/4101',
    body: { coupon_code: 'SNEAK20' },
    reply: one({ ...s.claim, coupon_code: 'SNEAK20' }),
    result: { ...s.claim, coupon_code: 'SNEAK20', currency: 'INR' },
  },
  deleteClaim: {
    call: (c) => c.deleteClaim({ id: 4101 }),
    method: 'DELETE',
    path: '/missing_transactions/4101',
    reply: json({ message: 'Deleted' }),
    result: { deleted: true },
  },
  listCountries: {
    call: (c) => c.listCountries(),
    method: 'GET',
    path: '/countries',
    reply: json({ data: [s.country] }),
    result: [s.country],
  },
  listCategories: {
    call: (c) => c.listCategories(),
    method: 'GET',
    path: '/categories',
    reply: json({ data: [s.category], meta: s.meta(1, 1) }),
    result: [s.category],
  },
};

describe('every endpoint', () => {
  it('has a case here for each client method and each endpoint entry', () => {
    const { client } = clientWith([json({})]);
    const methods = Object.keys(client).filter((name) => name !== 'call');
    expect(Object.keys(cases).sort()).toEqual(methods.sort());
    expect(Object.keys(ENDPOINTS).sort()).toEqual(methods.sort());
  });

  for (const [name, c] of Object.entries(cases)) {
    it(`${name}: ${c.method} ${c.path}`, async () => {
      const { client, requests } = clientWith([c.reply]);
      await expect(c.call(client)).resolves.toEqual(c.result);
      expect(requests).toHaveLength(1);
      const req = requests[0]!;
      expect(req.method).toBe(c.method);
      expect(req.url.origin + req.url.pathname).toBe(`https://api.example.test/pub_api/v3${c.path}`);
      expect(byKey([...req.url.searchParams])).toEqual(byKey(c.query ?? []));
      expect(req.body).toEqual(c.body);
      expect(req.headers.get('Authorization')).toBe(`Token ${API_KEY}`);
      expect(req.headers.get('Accept')).toBe('application/json');
      expect(req.headers.get('Content-Type')).toBe(c.body === undefined ? null : 'application/json');
    });
  }

  it('sends category_ids as repeated category_ids[] and leaves empty values out', async () => {
    const { client, requests } = clientWith([list(s.campaign)]);
    await client.listCampaigns({ category_ids: [4, 9], q: '', sort: undefined });
    expect(requests[0]!.rawUrl).toBe('https://api.example.test/pub_api/v3/campaigns?category_ids[]=4&category_ids[]=9');
  });

  it('joins a base URL that ends in a slash without doubling it', async () => {
    const { client, requests } = clientWith([json(s.ping)], { baseUrl: 'https://api.example.test/pub_api/v3/' });
    await client.ping();
    expect(requests[0]!.rawUrl).toBe('https://api.example.test/pub_api/v3/ping');
  });

  it('sends an empty JSON object to request_access when no details are given', async () => {
    const { client, requests } = clientWith([one(s.accessRequest, 201)]);
    await client.requestAccess({ id: 1207 });
    expect(requests[0]!.body).toEqual({});
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/json');
  });

  it('reports a re-applied access request (200) apart from a first one (201)', async () => {
    const { client } = clientWith([one(s.accessRequest, 200)]);
    await expect(client.requestAccess({ id: 1207 })).resolves.toEqual({ record: s.accessRequest, reapplied: true });
  });

  it('accepts 200 with a JSON body and 204 without one for deletes', async () => {
    const { client } = clientWith([json({ data: s.channel }), new Response(null, { status: 204 })]);
    await expect(client.deleteChannel({ id: 311 })).resolves.toEqual({ deleted: true });
    await expect(client.deleteClaim({ id: 4101 })).resolves.toEqual({ deleted: true });
  });

  it('leaves unknown keys of a page request out of the query', async () => {
    const { client, requests } = clientWith([list(s.channel)]);
    await client.listChannels({ page: 1, extra: 'x' } as never);
    expect([...requests[0]!.url.searchParams]).toEqual([['page', '1']]);
  });
});
