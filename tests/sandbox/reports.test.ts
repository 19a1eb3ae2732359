// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  campaignReportSchema,
  campaignSchema,
  earningsReportSchema,
  listOf,
  performanceReportSchema,
  UNMONETIZED_STATUSES,
  unmonetizedReportSchema,
} from '../../lib/core/api/schemas';
import { FIXTURES } from '../../sandbox/fixtures';
import { allPages, api, expectKnown, INR, minor, USD, useSandbox } from './helpers';

const sandbox = useSandbox();
const client = api(sandbox);
type Query = Record<string, string | number>;
const TRIMMED = /^-?\d+(\.\d*[1-9])?$/;
const RANGE = { start_date: '2025-03-20', end_date: '2025-06-17' }; // 89 days apart

function sumOf<T>(rows: T[], pick: (r: T) => string | number): number {
  return rows.reduce(
    (sum, r) => sum + (typeof pick(r) === 'number' ? (pick(r) as number) : minor(pick(r) as string)),
    0,
  );
}

/** cr and epc as the spec defines them, from the row's own figures, in hundredths. */
function expectRatios(r: { clicks: number; transactions: number; commission: string; cr: string; epc: string }) {
  if (r.clicks === 0) {
    expect([r.cr, r.epc]).toEqual(['0', '0']);
    return;
  }
  expect(minor(r.cr)).toBe(Math.round((r.transactions * 10_000) / r.clicks));
  expect(minor(r.epc)).toBe(Math.round(minor(r.commission) / r.clicks));
}

describe('GET /reports/performance', () => {
  const report = (query: Query, key = INR) =>
    client.get('/reports/performance', performanceReportSchema, { query, key });

  it('has one row per day, totals equal to the sum over every page, trimmed money and the account currency', async () => {
    const pages = await allPages((page) => report({ ...RANGE, page, per_page: 7 }));
    expect(pages.total).toBe(90);
    expect(pages.pages).toBe(13);
    const first = await report({ ...RANGE, per_page: 7 });
    const rows = pages.items;
    expect(first.totals.clicks).toBe(sumOf(rows, (r) => r.clicks));
    expect(first.totals.transactions).toBe(sumOf(rows, (r) => r.transactions));
    expect(minor(first.totals.commission)).toBe(sumOf(rows, (r) => r.commission));
    expect(minor(first.totals.sale_amount)).toBe(sumOf(rows, (r) => r.sale_amount));
    expect(first.meta.currency).toBe('INR');
    for (const r of [...rows, first.totals]) {
      for (const v of [r.commission, r.sale_amount, r.cr, r.epc]) expect(v).toMatch(TRIMMED);
      expect(r.currency).toBe('INR');
      expectRatios(r);
    }
    expect(rows.some((r) => /\.\d$/.test(r.commission) || !r.commission.includes('.'))).toBe(true);
    expect(rows.map((r) => r.date)).toEqual([...rows.map((r) => r.date)].sort().reverse());
  });

  it('defaults to the last 7 days through yesterday, and sorts by a figure', async () => {
    const week = await report({});
    expect(week.data.map((r) => r.date)).toEqual([
      '2025-06-17',
      '2025-06-16',
      '2025-06-15',
      '2025-06-14',
      '2025-06-13',
      '2025-06-12',
      '2025-06-11',
    ]);
    const byClicks = await report({ ...RANGE, sort: 'clicks', order: 'asc', per_page: 100 });
    const clicks = byClicks.data.map((r) => r.clicks);
    expect(clicks).toEqual([...clicks].sort((a, b) => a - b));
  });

  it('refuses ranges over 90 days, per_page over 100 and a foreign channel_id with 422', async () => {
    await report({ start_date: '2025-03-20', end_date: '2025-06-17' }); // 90 calendar days, both ends counted
    const refuse = (query: Query) => client.error({ path: '/reports/performance', query }, 422);
    // 91 calendar days (90 apart): refused on the sandbox's own reading of "at most 90 days".
    expect(await refuse({ start_date: '2025-03-19', end_date: '2025-06-17' })).toMatch(
      /date range cannot exceed 90 days \(2025-03-19 to 2025-06-17 is 91 days\)/,
    );
    expect(await refuse({ per_page: 101 })).toMatch(/per_page must be between 1 and 100/);
    expect(await refuse({ channel_id: FIXTURES.usdDefaultChannelId })).toMatch(/does not belong to your account/);
  });

  it('narrows to a campaign or a channel, and reports USD for the USD account', async () => {
    const all = await report(RANGE);
    const one = await report({ ...RANGE, channel_id: FIXTURES.approvedChannelId });
    expect(one.totals.clicks).toBeLessThan(all.totals.clicks);
    const usd = await report(RANGE, USD);
    expect(usd.meta.currency).toBe('USD');
    expect(usd.totals.currency).toBe('USD');
    expect(usd.data.every((r) => r.currency === 'USD')).toBe(true);
  });
});

describe('GET /reports/campaigns', () => {
  it('has one row per campaign-channel pair and totals over every page', async () => {
    const pages = await allPages((page) =>
      client.get('/reports/campaigns', campaignReportSchema, { query: { ...RANGE, page, per_page: 10 } }),
    );
    const rows = pages.items;
    const pairs = rows.map((r) => `${r.campaign_id}|${r.channel_id}`);
    expect(new Set(pairs).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.campaign_id)).size).toBeLessThan(rows.length);
    const { totals } = await client.get('/reports/campaigns', campaignReportSchema, { query: RANGE });
    const performance = await client.get('/reports/performance', performanceReportSchema, { query: RANGE });
    expect(minor(totals.commission)).toBe(sumOf(rows, (r) => r.commission));
    expect(totals.clicks).toBe(sumOf(rows, (r) => r.clicks));
    expect(totals).toEqual(performance.totals);
    const clicks = rows.map((r) => r.clicks);
    expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
    for (const r of rows) expectRatios(r);
    expect(
      await client.error({ path: '/reports/campaigns', query: { channel_id: FIXTURES.usdDefaultChannelId } }, 422),
    ).toMatch(/does not belong/);
    expect(await client.error({ path: '/reports/campaigns', query: { start_date: '2025-01-01' } }, 422)).toMatch(
      /date range cannot exceed 90 days/,
    );
  });
});

describe('GET /reports/earnings', () => {
  const earnings = (query: Query, key = INR) => client.get('/reports/earnings', earningsReportSchema, { query, key });

  it('rounds to whole months, covers 14+ months, and totals every status over the range', async () => {
    const report = await earnings({ start_date: '2024-04-15', end_date: '2025-06-10', per_page: 100 });
    const months = report.data.map((r) => r.month);
    expect(months[0]).toBe('2025-06');
    expect(months.at(-1)).toBe('2024-04');
    expect(months).toHaveLength(15);
    const filled = report.data.filter((r) => r.total !== '0');
    expect(filled.length).toBeGreaterThanOrEqual(14);
    for (const key of ['pending', 'validated', 'payable', 'claimed', 'rejected', 'total'] as const) {
      expect(minor(report.totals[key]), key).toBe(sumOf(report.data, (r) => r[key]));
      for (const r of report.data) expect(r[key]).toMatch(TRIMMED);
    }
    for (const r of report.data) {
      const parts = minor(r.pending) + minor(r.validated) + minor(r.payable) + minor(r.claimed) + minor(r.rejected);
      expect(minor(r.total)).toBe(parts);
    }
    expect(report.meta.currency).toBe('INR');
  });

  it('defaults to three months back, and refuses more than 24 months', async () => {
    const report = await earnings({});
    expect(report.data.map((r) => r.month)).toEqual(['2025-06', '2025-05', '2025-04', '2025-03']);
    await earnings({ start_date: '2023-07-01', end_date: '2025-06-17' });
    expect(
      await client.error(
        { path: '/reports/earnings', query: { start_date: '2023-06-30', end_date: '2025-06-17' } },
        422,
      ),
    ).toMatch(/date range cannot exceed 24 months/);
    expect((await earnings({}, USD)).totals.currency).toBe('USD');
  });
});

describe('GET /reports/unmonetized_traffic', () => {
  const traffic = (query: Query) => client.get('/reports/unmonetized_traffic', unmonetizedReportSchema, { query });

  it('gives each domain’s clicks and a status consistent with the campaigns', async () => {
    const report = await traffic({ ...RANGE, per_page: 100 });
    expect(report.meta.currency).toBe('INR');
    expectKnown(
      report.data.map((r) => r.status),
      UNMONETIZED_STATUSES,
      'status',
    );
    expect(new Set(report.data.map((r) => r.status))).toEqual(new Set(UNMONETIZED_STATUSES));
    const campaigns = await client.get('/campaigns', listOf(campaignSchema), { query: { per_page: 500 } });
    const byDomain = new Map(campaigns.data.map((c) => [c.domain, c.access_status]));
    for (const r of report.data) {
      const access = byDomain.get(r.domain_name);
      // `not_available` is "no campaign" (spec section 2): a blocked campaign exists, so it is not that.
      const expected =
        access === undefined
          ? 'not_available'
          : access === 'open' || access === 'approved'
            ? 'available'
            : 'available_on_approval';
      expect(r.status, r.domain_name).toBe(expected);
    }
    const clicks = report.data.map((r) => r.clicks);
    expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
    const blocked = report.data.filter((r) => byDomain.get(r.domain_name) === 'blocked');
    expect(blocked.length).toBeGreaterThan(0);
    expect(blocked.every((r) => r.status !== 'not_available')).toBe(true);
  });

  it('searches domain names case-insensitively and sorts by domain name', async () => {
    const found = await traffic({ search: 'KIRANA' });
    expect(found.data.map((r) => r.domain_name)).toEqual([FIXTURES.openCampaignDomain]);
    const byName = (await traffic({ ...RANGE, sort: 'domain_name', order: 'asc', per_page: 100 })).data.map(
      (r) => r.domain_name,
    );
    expect(byName).toEqual([...byName].sort());
    expect(
      await client.error({ path: '/reports/unmonetized_traffic', query: { start_date: '2025-01-01' } }, 422),
    ).toMatch(/date range cannot exceed 90 days/);
  });
});
