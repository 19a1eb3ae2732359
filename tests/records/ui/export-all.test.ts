import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../lib/core/api/schemas';
import { toCsv } from '../../../lib/core/csv';
import { collectAllPages, type ExportProgress, exportProgressText, isAbortError } from '../../../lib/core/export-all';
import { TRANSACTION_CSV_COLUMNS } from '../../../lib/records/ui/transaction-columns';
import { apiCaller } from '../../../lib/send';
import { pageOf, transaction } from '../../support/options/record-fixtures';
import { fakeBackground } from '../../support/options/section-harness';

/** 1,234 transactions served 500 a page, as the background would. */
function bigBackground(total = 1234) {
  const all = Array.from({ length: total }, (_, i) => transaction(i + 1));
  return fakeBackground({
    listTransactions: ({ page = 1, per_page = 30 }) => {
      const pages = Math.ceil(total / per_page);
      return pageOf(all.slice((page - 1) * per_page, page * per_page), page, pages, per_page, total);
    },
  });
}

describe('collectAllPages', () => {
  it('collects every row of the filter across 3 pages at per_page 500 and reports progress', async () => {
    const bg = bigBackground();
    const filter = { status: 'paid' as const, start_date: '2025-01-01', end_date: '2025-03-01' };
    const progress: ExportProgress[] = [];
    const result = await collectAllPages<Transaction>({
      fetchPage: (page) => apiCaller(bg.send)('listTransactions', { ...filter, page, per_page: 500 }),
      onProgress: (p) => progress.push(p),
      key: (t) => t.id,
    });

    expect(result.rows).toHaveLength(1234);
    expect(result.rows.map((t) => t.id)).toEqual(Array.from({ length: 1234 }, (_, i) => i + 1));
    expect(result.pages).toBe(3);
    expect(bg.requestsOf('listTransactions')).toEqual([1, 2, 3].map((page) => ({ ...filter, page, per_page: 500 })));
    expect(progress.map(exportProgressText)).toEqual([
      'Exporting page 1…',
      'Exporting page 2 of 3…',
      'Exporting page 3 of 3…',
    ]);

    // The file has a header and one line per transaction.
    const csv = toCsv(result.rows, TRANSACTION_CSV_COLUMNS);
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(1235);
  });

  it('drops a row a shifting page sends twice, and adds up skipped records', async () => {
    const pages = [
      { ...pageOf([transaction(1), transaction(2)], 1, 2, 2, 4), skipped: 1 },
      pageOf([transaction(2), transaction(3)], 2, 2, 2, 4),
    ];
    const result = await collectAllPages<Transaction>({
      fetchPage: async (p) => pages[p - 1]!,
      key: (t) => t.id,
    });
    expect(result.rows.map((t) => t.id)).toEqual([1, 2, 3]);
    expect(result.skipped).toBe(1);
  });

  it('stops when cancelled: no further page is asked for', async () => {
    const bg = bigBackground();
    const controller = new AbortController();
    const run = collectAllPages<Transaction>({
      fetchPage: async (page) => {
        const answer = await apiCaller(bg.send)('listTransactions', { page, per_page: 500 });
        if (page === 2) controller.abort();
        return answer;
      },
      signal: controller.signal,
    });
    const error = await run.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isAbortError(error)).toBe(true);
    expect(bg.requestsOf('listTransactions').map((r) => r.page)).toEqual([1, 2]);
  });

  it('passes on the error of a failing page', async () => {
    await expect(
      collectAllPages({
        fetchPage: async (page) => {
          if (page === 2) throw new Error('offline');
          return pageOf([transaction(1)], 1, 3, 1, 3);
        },
      }),
    ).rejects.toThrow('offline');
  });
});
