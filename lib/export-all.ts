// Collects every record a list filter selects by asking for page 1, 2, ... N at the largest page size, with
// progress and cancel. Pure apart from the `fetchPage` it is given, so tests drive it with a fake background.
import type { Meta, Page } from './api/schemas';
import { t } from './i18n';

export interface ExportProgress {
  /** The page being fetched now (1-based). */
  page: number;
  /** Known once the first page has answered; null before that. */
  totalPages: number | null;
  /** Records collected so far. */
  rows: number;
}

export interface CollectOptions<T> {
  /** Fetches one page; the caller fixes the filter and the page size (the endpoint's maximum). */
  fetchPage: (page: number) => Promise<Page<T, Meta>>;
  signal?: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
  /**
   * Identity of a record. Records that arrive while exporting can shift later pages by a few rows, so a record
   * may come twice; with a key, the second copy is dropped.
   */
  key?: (row: T) => unknown;
  /** A guard against a server whose `next_page` never ends. */
  maxPages?: number;
}

export interface CollectResult<T> {
  rows: T[];
  /** Records the server sent that did not fit their schema and were left out (summed over all pages). */
  skipped: number;
  pages: number;
}

function abortError(): DOMException {
  return new DOMException(t('libTheExportWasCancelled'), 'AbortError');
}

export function isAbortError(e: unknown): boolean {
  return e instanceof DOMException && e.name === 'AbortError';
}

export async function collectAllPages<T>(options: CollectOptions<T>): Promise<CollectResult<T>> {
  const { fetchPage, signal, onProgress, key, maxPages = 10_000 } = options;
  const rows: T[] = [];
  const seen = new Set<unknown>();
  let skipped = 0;
  let totalPages: number | null = null;
  let page = 1;
  for (;;) {
    if (signal?.aborted) throw abortError();
    onProgress?.({ page, totalPages, rows: rows.length });
    const result = await fetchPage(page);
    // The request itself cannot be stopped; its answer is simply not used.
    if (signal?.aborted) throw abortError();
    skipped += result.skipped;
    for (const row of result.data) {
      if (key) {
        const k = key(row);
        if (seen.has(k)) continue;
        seen.add(k);
      }
      rows.push(row);
    }
    totalPages = Math.max(result.meta.total_pages, page);
    const next = result.meta.next_page;
    if (next === null || next <= page || page >= maxPages) break;
    page = next;
  }
  return { rows, skipped, pages: page };
}

/** "Exporting page 3 of 12…" (or "Exporting page 1…" before the first answer). */
export function exportProgressText(p: ExportProgress): string {
  return p.totalPages === null ? t('libExportingPage', p.page) : t('libExportingPageOf', p.page, p.totalPages);
}
