import { describe, expect, it } from 'vitest';
import { PER_PAGE_MAX } from '../../../lib/core/api/endpoints';
import { collectAll, paginate } from '../../../lib/core/api/paginate';
import { clientWith, json } from './fake-fetch';
import * as s from './samples';

/** A campaign list of 3 pages; page 2 carries one malformed record. */
function threePages() {
  return clientWith([
    (req) => {
      const n = Number(req.url.searchParams.get('page'));
      const items = [
        { ...s.campaign, id: n * 10 + 1 },
        { ...s.campaign, id: n * 10 + 2 },
      ];
      if (n === 2) items.push({ ...s.campaign, id: 99, tracking_url: 42 as never });
      return json({ data: items, meta: s.meta(n, 3, 500, 7) });
    },
  ]);
}

describe('paginate', () => {
  it('walks every page at the endpoint’s largest page size until next_page is null', async () => {
    const { client, requests } = threePages();
    const pages = [];
    for await (const page of paginate(client.listCampaigns, { q: 'shoes' }, { perPage: PER_PAGE_MAX.listCampaigns })) {
      pages.push(page);
    }
    expect(pages.map((p) => p.meta.page)).toEqual([1, 2, 3]);
    expect(pages.map((p) => p.meta.total_pages)).toEqual([3, 3, 3]);
    expect(
      requests.map((r) => [
        r.url.searchParams.get('page'),
        r.url.searchParams.get('per_page'),
        r.url.searchParams.get('q'),
      ]),
    ).toEqual([
      ['1', '500', 'shoes'],
      ['2', '500', 'shoes'],
      ['3', '500', 'shoes'],
    ]);
  });

  it('collectAll gathers every item and counts the skipped ones', async () => {
    const { client } = threePages();
    const all = await collectAll(client.listCampaigns, {}, { perPage: PER_PAGE_MAX.listCampaigns });
    expect(all.data.map((c) => c.id)).toEqual([11, 12, 21, 22, 31, 32]);
    expect(all.skipped).toBe(1);
  });

  it('works for reports and for methods that take an id', async () => {
    const reports = clientWith([
      (req) => {
        const n = Number(req.url.searchParams.get('page'));
        return json({ data: [s.performanceRow], totals: s.performanceTotals, meta: s.reportMeta(n, 2) });
      },
    ]);
    const rows = await collectAll(
      reports.client.performanceReport,
      { start_date: '2025-03-01', end_date: '2025-03-14' },
      { perPage: PER_PAGE_MAX.performanceReport },
    );
    expect(rows.data).toHaveLength(2);
    expect(reports.requests.map((r) => r.url.searchParams.get('per_page'))).toEqual(['100', '100']);

    const lines = clientWith([json({ data: [s.invoiceTransaction], meta: s.meta(1, 1) })]);
    const fetchLines = (p: { page?: number; per_page?: number }) =>
      lines.client.listInvoiceTransactions({ id: 301, ...p });
    const all = await collectAll(fetchLines, {}, { perPage: PER_PAGE_MAX.listInvoiceTransactions });
    expect(all.data).toEqual([s.invoiceTransaction]);
  });

  it('stops a server that never ends at the page cap, with a bad_response error', async () => {
    const { client, requests } = clientWith([
      (req) => {
        const n = Number(req.url.searchParams.get('page'));
        return json({ data: [s.channel], meta: { ...s.meta(n, n + 1), next_page: n + 1 } });
      },
    ]);
    await expect(collectAll(client.listChannels, {}, { perPage: 100, maxPages: 5 })).rejects.toMatchObject({
      kind: 'bad_response',
      message: expect.stringContaining('after 5'),
    });
    expect(requests).toHaveLength(5);
  });

  it('stops at the last page an answer allows (its total plus a slack), from wherever it resumed', async () => {
    const { client, requests } = clientWith([
      (req) => {
        const n = Number(req.url.searchParams.get('page'));
        return json({ data: [s.channel], meta: { ...s.meta(n, n + 1, 100, 150), next_page: n + 1 } });
      },
    ]);
    const lastPage = (meta: { total: number }) => Math.ceil(meta.total / 100) + 2;
    await expect(collectAll(client.listChannels, { page: 2 }, { perPage: 100, lastPage })).rejects.toMatchObject({
      kind: 'bad_response',
    });
    expect(requests.map((r) => r.url.searchParams.get('page'))).toEqual(['2', '3', '4']);
  });

  it('stops when next_page does not move forward', async () => {
    const { client, requests } = clientWith([json({ data: [s.channel], meta: { ...s.meta(1, 2), next_page: 1 } })]);
    await expect(collectAll(client.listChannels, {}, { perPage: 100 })).rejects.toMatchObject({ kind: 'bad_response' });
    expect(requests).toHaveLength(1);
  });

  it('lets a failed page end the walk with its own error', async () => {
    const { client } = clientWith([
      json({ data: [s.channel], meta: s.meta(1, 2) }),
      json({ error: 'Invalid API key' }, 401),
    ]);
    const seen: number[] = [];
    const walk = async () => {
      for await (const page of paginate(client.listChannels, {}, { perPage: 100 })) seen.push(page.meta.page);
    };
    await expect(walk()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(seen).toEqual([1]);
  });
});

describe('a list answer over per_page', () => {
  it('is cut to the records asked for', async () => {
    const { client } = clientWith([
      () =>
        json({
          data: Array.from({ length: 300 }, (_, i) => ({ ...s.campaign, id: i + 1 })),
          meta: s.meta(1, 1, 300, 50),
        }),
    ]);
    const page = await client.listCampaigns({ page: 1, per_page: 50 });
    expect(page.data).toHaveLength(50);
    expect(page.data.map((c) => c.id).slice(0, 3)).toEqual([1, 2, 3]);
  });

  it('within per_page is left as it came', async () => {
    const { client } = clientWith([
      () => json({ data: [s.campaign, { ...s.campaign, id: 2 }], meta: s.meta(1, 1, 2, 50) }),
    ]);
    expect((await client.listCampaigns({ page: 1, per_page: 50 })).data).toHaveLength(2);
  });
});
