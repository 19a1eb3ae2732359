// The response shapes, fed with records written field for field from the spec's tables.
import { describe, expect, it } from 'vitest';
import { responses } from '../../../lib/core/api/responses';
import { clientWith, json } from './fake-fetch';
import * as s from './samples';

const one = (record: unknown) => ({ data: record });
const list = (...items: unknown[]) => ({ data: items, meta: s.meta(1, 1) });

describe('every resource parses as the spec describes it', () => {
  it.each([
    ['ping', responses.ping, s.ping],
    ['campaign detail', responses.campaign, one(s.campaignDetail)],
    ['access request', responses.accessRequest, one(s.accessRequest)],
    ['convert result', responses.convert, one(s.convertResult)],
    ['monetize result', responses.monetize, one(s.monetizeResult)],
    ['offer', responses.offer, one(s.offer)],
    ['channel', responses.channel, one(s.channel)],
    ['transaction', responses.transaction, one(s.transaction)],
    ['invoice detail', responses.invoice, one(s.invoiceDetail)],
    ['claim', responses.claim, one(s.claim)],
  ] as const)('%s', (_, schema, body) => {
    expect(schema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['campaigns', responses.campaigns, s.campaign],
    ['offers', responses.offers, s.offer],
    ['channels', responses.channels, s.channel],
    ['transactions', responses.transactions, s.transaction],
    ['CPC clicks', responses.cpcClicks, s.cpcClick],
    ['invoices', responses.invoices, s.invoice],
    ['invoice transactions', responses.invoiceTransactions, s.invoiceTransaction],
    ['claims', responses.claims, s.claim],
  ] as const)('a list of %s', (_, schema, item) => {
    const page = schema.parse(list(item, item));
    expect(page.data).toHaveLength(2);
    expect(page.skipped).toBe(0);
    expect(page.meta).toEqual(s.meta(1, 1));
  });

  it('a claim without currency parses and reads as INR', () => {
    expect('currency' in s.claim).toBe(false);
    expect(responses.claim.parse(one(s.claim)).currency).toBe('INR');
  });

  it('an invoice without currency parses, and keeps currency when sent', () => {
    expect(responses.invoices.parse(list(s.invoice)).data[0]!.currency).toBeUndefined();
    expect(responses.invoices.parse(list({ ...s.invoice, currency: 'USD' })).data[0]!.currency).toBe('USD');
  });

  it('the invoice detail keeps the fields the spec does not show', () => {
    expect(responses.invoice.parse(one(s.invoiceDetail))).toMatchObject({ tax_breakdown: { igst: '2160.00' } });
  });

  it('a Singapore-billed invoice with tds_amount "0" parses', () => {
    const sg = { ...s.invoice, billing_from: 'singapore', tds_amount: '0', net_payment: s.invoice.gross_amount };
    expect(responses.invoices.parse(list(sg)).data[0]).toMatchObject({ tds_amount: '0', billing_from: 'singapore' });
  });

  it('nullable transaction amounts (no converted value) parse as null', () => {
    const t = responses.transaction.parse(one({ ...s.transaction, sale_amount: null, user_commission: null }));
    expect(t.sale_amount).toBeNull();
  });

  it('a legacy key has scopes null', () => {
    const legacy = { ...s.ping, api_key: { ...s.ping.api_key, scopes: null } };
    expect(responses.ping.parse(legacy).api_key.scopes).toBeNull();
  });
});

describe('lenient enumerations and lists', () => {
  it('keeps an unknown access_status as its raw value without breaking the list', () => {
    const page = responses.campaigns.parse(list(s.campaign, { ...s.campaign, id: 2, access_status: 'suspended' }));
    expect(page.skipped).toBe(0);
    expect(page.data.map((c) => c.access_status)).toEqual(['open', 'suspended']);
  });

  it('keeps unknown statuses of other resources too', () => {
    expect(responses.transactions.parse(list({ ...s.transaction, status: 'on_hold' })).data[0]!.status).toBe('on_hold');
    expect(responses.channels.parse(list({ ...s.channel, category: 'Podcast' })).data[0]!.category).toBe('Podcast');
  });

  it('skips a malformed item and counts it, keeping the rest of the page', () => {
    const broken = { ...s.offer, id: 'seven' };
    const page = responses.offers.parse(list(s.offer, broken, { ...s.offer, id: 55002 }));
    expect(page.data.map((o) => o.id)).toEqual([55001, 55002]);
    expect(page.skipped).toBe(1);
  });

  it('reaches the caller through the client as well', async () => {
    const { client } = clientWith([
      json(list(s.campaign, { name: 'half a record' }, { ...s.campaign, access_status: 'suspended' })),
    ]);
    const page = await client.listCampaigns();
    expect(page.data).toHaveLength(2);
    expect(page.skipped).toBe(1);
  });
});

describe('reports', () => {
  it('parses rows, totals over the whole range and meta with currency', () => {
    const body = { data: [s.performanceRow], totals: s.performanceTotals, meta: s.reportMeta(1, 3, 'USD') };
    const r = responses.performanceReport.parse(body);
    expect(r.totals).toEqual(s.performanceTotals);
    expect(r.meta.currency).toBe('USD');
    expect(r.data).toEqual([s.performanceRow]);
  });

  it('parses the campaign, earnings and unmonetized reports', () => {
    const campaigns = responses.campaignReport.parse({
      data: [s.campaignReportRow],
      totals: s.performanceTotals,
      meta: s.reportMeta(1, 1),
    });
    expect(campaigns.data[0]!.channel_name).toBe('Deal Hunters Blog');
    const earnings = responses.earningsReport.parse({
      data: [s.earningsRow],
      totals: s.earningsTotals,
      meta: s.reportMeta(1, 1),
    });
    expect(earnings.totals.total).toBe('13540.5');
    const unmonetized = responses.unmonetizedReport.parse({ data: [s.unmonetizedRow], meta: s.reportMeta(1, 1) });
    expect(unmonetized.meta.currency).toBe('INR');
  });

  it('accepts trimmed decimals such as "0.4" and "12"', () => {
    const row = { ...s.performanceRow, commission: '12', epc: '0.4', cr: '0' };
    expect(
      responses.performanceReport.parse({ data: [row], totals: s.performanceTotals, meta: s.reportMeta(1, 1) }).data[0],
    ).toMatchObject({
      commission: '12',
      epc: '0.4',
    });
  });

  it('refuses a report whose totals are missing', () => {
    expect(responses.performanceReport.safeParse({ data: [], meta: s.reportMeta(1, 1) }).success).toBe(false);
  });

  it('refuses a money value that is a float rather than a decimal string', () => {
    const page = responses.performanceReport.parse({
      data: [{ ...s.performanceRow, commission: 412.5 }],
      totals: s.performanceTotals,
      meta: s.reportMeta(1, 1),
    });
    expect(page.skipped).toBe(1);
  });
});

describe('lookups', () => {
  it('accept id-and-name lists with or without meta and keep extra fields', () => {
    expect(responses.countries.parse({ data: [s.country, { id: 2, name: 'Singapore' }] })).toEqual([
      s.country,
      { id: 2, name: 'Singapore' },
    ]);
    expect(responses.categories.parse({ data: [{ ...s.category, slug: 'fashion' }], meta: s.meta(1, 1) })).toEqual([
      { ...s.category, slug: 'fashion' },
    ]);
  });
});

describe('tolerance where the spec is loose', () => {
  it('takes the unmonetized report without meta.currency (the spec lists it for the other three reports only)', () => {
    const report = responses.unmonetizedReport.parse({ data: [s.unmonetizedRow], meta: s.meta(1, 1) });
    expect(report.data).toHaveLength(1);
    expect(report.meta.currency).toBeUndefined();
    expect(() => responses.performanceReport.parse({ data: [], meta: s.meta(1, 1), totals: {} })).toThrow();
  });

  it('reads short_url: null as no short link', () => {
    expect(responses.convert.parse({ data: { ...s.convertResult, short_url: null } }).short_url).toBeUndefined();
    expect(responses.monetize.parse({ data: { ...s.monetizeResult, short_url: null } }).short_url).toBeUndefined();
    expect(responses.convert.parse({ data: { ...s.convertResult, short_url: 'https://x.test/a' } }).short_url).toBe(
      'https://x.test/a',
    );
  });

  it('keeps a campaign with one field that does not fit (it is still live), and drops one without its identity', () => {
    const page = responses.campaigns.parse({
      data: [
        { ...s.campaign, id: 1, payout: 'lots', cookie_duration: '30 days', categories: null },
        { ...s.campaign, id: 2, sub_ids_allowed: 'yes', updated_at: null },
        { ...s.campaign, id: 3, domain: null },
        { ...s.campaign, id: 4, tracking_url: undefined },
      ],
      meta: s.meta(1, 1),
    });
    expect(page.data.map((c) => c.id)).toEqual([1, 2]);
    expect(page.skipped).toBe(2);
    expect(page.data[0]).toMatchObject({ domain: s.campaign.domain, payout: '0', cookie_duration: 0, categories: [] });
    expect(page.data[1]).toMatchObject({ sub_ids_allowed: false, access_status: s.campaign.access_status });
  });
});
