// Every input check fails before sending: fetch is never called, and the error names its field.
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../lib/core/api/client';
import { CPC_FIRST_DATE, EARNINGS_MAX_RANGE_MONTHS, REPORT_MAX_RANGE_DAYS } from '../../../lib/core/api/limits';
import { subIdFields } from '../../../lib/core/api/validate';
import { clientWith, json } from './fake-fetch';
import * as s from './samples';

type Call = (c: ApiClient) => Promise<unknown>;

/** The call must fail locally, on `field`, with nothing sent. */
async function refused(call: Call, field: string, message?: RegExp, options = {}) {
  const { client, mock } = clientWith([json({})], options);
  const e = await call(client).then(
    () => {
      throw new Error('expected a local validation error');
    },
    (err: unknown) => err,
  );
  expect(e).toMatchObject({ kind: 'input', local: true, field });
  if (message) expect((e as Error).message).toMatch(message);
  expect(mock).not.toHaveBeenCalled();
}

/** The call must pass the checks and reach fetch. */
async function sent(call: Call, reply: Response, options = {}) {
  const { client, requests } = clientWith([reply], options);
  await call(client);
  expect(requests).toHaveLength(1);
  return requests[0]!;
}

const page = (item: unknown) => json({ data: [item], meta: s.meta(1, 1) });
const report = json({ data: [], totals: s.performanceTotals, meta: s.reportMeta(1, 1) });
const earnings = json({ data: [], totals: s.earningsTotals, meta: s.reportMeta(1, 1) });

describe('channel names', () => {
  const over = 'a'.repeat(26);
  it('refuses a name over 25 characters on create and update, keeping what was typed', async () => {
    await refused(
      (c) => c.createChannel({ name: over, source_url: 'https://b.example' }),
      'name',
      /26 characters.*limit is 25/,
    );
    await refused((c) => c.updateChannel({ id: 3, name: over }), 'name');
  });

  it('counts Unicode code points, not UTF-16 units', async () => {
    const req = await sent(
      (c) => c.createChannel({ name: '😀'.repeat(25), source_url: 'https://b.example' }),
      json({ data: s.channel }, 201),
    );
    expect(req.body).toMatchObject({ name: '😀'.repeat(25) });
    await refused((c) => c.createChannel({ name: '😀'.repeat(26), source_url: 'https://b.example' }), 'name');
  });

  it('refuses a blank name or source URL', async () => {
    await refused((c) => c.createChannel({ name: '   ', source_url: 'https://b.example' }), 'name', /Enter a name/);
    await refused((c) => c.createChannel({ name: 'Blog', source_url: '' }), 'source_url');
    await refused((c) => c.createChannel({ source_url: 'https://b.example' } as never), 'name', /required/);
  });

  it('refuses a category outside the 15 channel categories', async () => {
    await refused(
      (c) => c.createChannel({ name: 'Blog', source_url: 'https://b.example', category: 'Blog' as never }),
      'category',
      /Website \/ Blog/,
    );
  });
});

describe('link URLs, titles and sub IDs', () => {
  it.each([
    ['', /Enter the address/],
    ['   ', /Enter the address/],
    ['not a url', /not a complete web address/],
    ['shopkart.example/p/1', /not a complete web address/],
    ['ftp://shopkart.example/file', /ftp:/],
    ['javascript:alert(1)', /javascript:/],
  ])('refuses %j for convert and monetize', async (url, message) => {
    await refused((c) => c.convertLink({ url }), 'url', message);
    await refused((c) => c.monetizeLink({ url, title: 'Sneakers' }), 'url', message);
  });

  it('refuses a blank title for monetize', async () => {
    await refused((c) => c.monetizeLink({ url: 'https://a.example', title: ' ' }), 'title');
  });

  it('refuses a sixth sub ID instead of dropping it', async () => {
    await refused((c) => c.convertLink({ url: 'https://a.example', subid6: 'f' } as never), 'subIds', /At most 5/);
  });

  it('maps sub IDs 1 to 5 to their fields, keeping places and leaving blanks out', () => {
    expect(subIdFields(['a', '', 'c'])).toEqual({ subid: 'a', subid3: 'c' });
    expect(subIdFields(['a', 'b', 'c', 'd', 'e', '', ' '])).toEqual({
      subid: 'a',
      subid2: 'b',
      subid3: 'c',
      subid4: 'd',
      subid5: 'e',
    });
    expect(() => subIdFields(['a', 'b', 'c', 'd', 'e', 'f'])).toThrow(
      expect.objectContaining({ field: 'subIds', local: true }),
    );
  });
});

describe('page and per_page', () => {
  it.each([
    ['listCampaigns', 500, (c: ApiClient, n: number) => c.listCampaigns({ per_page: n })],
    ['listOffers', 500, (c: ApiClient, n: number) => c.listOffers({ per_page: n })],
    ['listTransactions', 500, (c: ApiClient, n: number) => c.listTransactions({ per_page: n })],
    ['listCpcClicks', 500, (c: ApiClient, n: number) => c.listCpcClicks({ date: '2025-03-01', per_page: n })],
    ['performanceReport', 100, (c: ApiClient, n: number) => c.performanceReport({ per_page: n })],
    ['campaignReport', 100, (c: ApiClient, n: number) => c.campaignReport({ per_page: n })],
    ['earningsReport', 100, (c: ApiClient, n: number) => c.earningsReport({ per_page: n })],
    ['unmonetizedTraffic', 100, (c: ApiClient, n: number) => c.unmonetizedTraffic({ per_page: n })],
    ['listInvoices', 100, (c: ApiClient, n: number) => c.listInvoices({ per_page: n })],
    ['listClaims', 100, (c: ApiClient, n: number) => c.listClaims({ per_page: n })],
    ['listChannels', 100, (c: ApiClient, n: number) => c.listChannels({ per_page: n })],
    ['listInvoiceTransactions', 100, (c: ApiClient, n: number) => c.listInvoiceTransactions({ id: 1, per_page: n })],
  ])('%s allows per_page 1 to %i', async (_, max, call) => {
    await refused((c) => call(c, 0), 'per_page', new RegExp(`from 1 to ${max}`));
    await refused((c) => call(c, max + 1), 'per_page', new RegExp(`from 1 to ${max}`));
    await refused((c) => call(c, 2.5), 'per_page', /whole number/);
  });

  it('sends the largest allowed per_page', async () => {
    await sent((c) => c.listCampaigns({ per_page: 500 }), page(s.campaign));
    await sent((c) => c.listClaims({ per_page: 100 }), page(s.claim));
  });

  it('refuses a page below 1', async () => {
    await refused((c) => c.listOffers({ page: 0 }), 'page', /1 or more/);
    await refused((c) => c.listInvoices({ page: -3 }), 'page');
  });
});

describe('date ranges', () => {
  it(`performance, campaign and unmonetized reports cover at most ${REPORT_MAX_RANGE_DAYS} days, both ends counted`, async () => {
    // Issue 18 item 10: the reading the API cannot refuse. 2025-01-01 to 2025-03-31 is 90 days apart but covers 91.
    const ok = { start_date: '2025-01-01', end_date: '2025-03-31' }; // 90 calendar days (89 apart)
    const over = { start_date: '2025-01-01', end_date: '2025-04-01' }; // 91 calendar days (90 apart)
    await sent((c) => c.performanceReport(ok), report);
    await sent((c) => c.campaignReport(ok), json({ data: [], totals: s.performanceTotals, meta: s.reportMeta(1, 1) }));
    await sent((c) => c.unmonetizedTraffic(ok), json({ data: [], meta: s.reportMeta(1, 1) }));
    await refused((c) => c.performanceReport(over), 'end_date', /at most 90 days.*2025-01-01 to 2025-04-01 is 91 days/);
    await refused((c) => c.campaignReport(over), 'end_date');
    await refused((c) => c.unmonetizedTraffic(over), 'end_date');
  });

  it(`earnings allow ${EARNINGS_MAX_RANGE_MONTHS} whole months, counted after rounding to month start and end`, async () => {
    // 2023-01 to 2024-12 is 24 months, whatever the days.
    await sent((c) => c.earningsReport({ start_date: '2023-01-31', end_date: '2024-12-01' }), earnings);
    // Both ends' months count, as both ends' days count in the 90-day rule: 2023-01-01 to 2024-12-31 is sent.
    await sent((c) => c.earningsReport({ start_date: '2023-01-01', end_date: '2024-12-31' }), earnings);
    // 2023-01 to 2025-01 is 25 months, although only 2 years and a day apart.
    await refused(
      (c) => c.earningsReport({ start_date: '2023-01-31', end_date: '2025-01-01' }),
      'end_date',
      /25 months/,
    );
  });

  it('refuses a start date after the end date', async () => {
    await refused(
      (c) => c.listTransactions({ start_date: '2025-03-10', end_date: '2025-03-01' }),
      'start_date',
      /after the end date/,
    );
    await refused((c) => c.listInvoices({ start_date: '2025-03-10', end_date: '2025-03-01' }), 'start_date');
    await refused((c) => c.listClaims({ start_date: '2025-03-10', end_date: '2025-03-01' }), 'start_date');
    await refused((c) => c.earningsReport({ start_date: '2025-03-10', end_date: '2025-03-01' }), 'start_date');
  });

  it('refuses dates that do not exist or are not YYYY-MM-DD', async () => {
    await refused((c) => c.listTransactions({ start_date: '2025-02-29' }), 'start_date', /real date/);
    await refused((c) => c.performanceReport({ end_date: '15/03/2025' }), 'end_date', /YYYY-MM-DD/);
    await refused((c) => c.listOffers({ valid_on: '2025-13-01' }), 'valid_on');
  });

  it('refuses an updated_since that is not a timestamp', async () => {
    await refused((c) => c.listTransactions({ updated_since: 'yesterday' }), 'updated_since', /2024-05-01T10:00:00Z/);
  });
});

describe('CPC click dates', () => {
  it(`accepts ${CPC_FIRST_DATE} and today, refuses earlier dates and the future`, async () => {
    await sent((c) => c.listCpcClicks({ date: CPC_FIRST_DATE }), page(s.cpcClick));
    await sent((c) => c.listCpcClicks({ date: '2025-03-15' }), page(s.cpcClick));
    await refused((c) => c.listCpcClicks({ date: '2024-02-28' }), 'date', /start on 2024-02-29/);
    await refused((c) => c.listCpcClicks({ date: '2025-03-16' }), 'date', /in the future.*2025-03-15 in UTC/);
  });

  it('takes "today" as the UTC day of the injected clock', async () => {
    // 23:30 on 15 March in New York is already 16 March in UTC.
    const lateEvening = { now: () => new Date('2025-03-15T23:30:00-04:00') };
    await sent((c) => c.listCpcClicks({ date: '2025-03-16' }), page(s.cpcClick), lateEvening);
    await refused((c) => c.listCpcClicks({ date: '2025-03-17' }), 'date', undefined, lateEvening);
  });

  it('requires a date', async () => {
    await refused((c) => c.listCpcClicks({} as never), 'date', /required/);
  });
});

describe('ids', () => {
  it.each([0, -1, 1.5, Number.NaN, '12'])('refuses the path id %j', async (id) => {
    await refused((c) => c.getCampaign({ id: id as number }), 'id', /whole number greater than 0/);
    await refused((c) => c.deleteChannel({ id: id as number }), 'id');
    await refused((c) => c.requestAccess({ id: id as number }), 'id');
  });

  it('refuses ids in queries and bodies that are not positive whole numbers', async () => {
    await refused(
      (c) => c.listOffers({ campaign_id: 0 }),
      'campaign_id',
      /campaign ID must be a whole number greater than 0/,
    );
    await refused((c) => c.listCampaigns({ category_ids: [4, -2] }), 'category_ids');
    await refused((c) => c.convertLink({ url: 'https://a.example', channel_id: 3.5 }), 'channel_id', /whole number/);
    await refused((c) => c.requestAccess({ id: 5, channel_id: 0 }), 'channel_id');
  });
});

describe('enumerations', () => {
  it('checks each report’s own sort keys', async () => {
    await refused((c) => c.performanceReport({ sort: 'campaign_id' as never }), 'sort', /one of: date, clicks/);
    await sent(
      (c) => c.campaignReport({ sort: 'campaign_id' }),
      json({ data: [], totals: s.performanceTotals, meta: s.reportMeta(1, 1) }),
    );
  });

  it('accepts only the access_status values the filter takes', async () => {
    await refused(
      (c) => c.listCampaigns({ access_status: 'rejected' as never }),
      'access_status',
      /open, approved, pending, blocked/,
    );
  });
});

describe('claims', () => {
  const body = { order_number: 'OD-7781', campaign_id: 1207, transaction_date: '2025-03-02', sale_amount: '1499.00' };
  it('refuses a blank order number, a future date and amounts that are not plain positive decimals', async () => {
    await refused((c) => c.createClaim({ ...body, order_number: ' ' }), 'order_number');
    await refused((c) => c.createClaim({ ...body, transaction_date: '2025-03-16' }), 'transaction_date', /future/);
    await refused((c) => c.createClaim({ ...body, sale_amount: '1,499' }), 'sale_amount', /without commas/);
    await refused((c) => c.createClaim({ ...body, sale_amount: '0' }), 'sale_amount', /more than 0/);
    await refused((c) => c.updateClaim({ id: 4101, sale_amount: '₹20' }), 'sale_amount');
  });
});
