// Collects every record a list filter selects for a CSV export: the page walker of lib/core/api/paginate.ts with the
// export's cap (10,000 pages) and its result named for rows.
import { type CollectOptions, collectPages, type PageProgress } from './api/paginate';
import type { Meta, Page } from './api/schemas';

export { exportProgressText, isAbortError } from './api/paginate';
export type ExportProgress = PageProgress;

export interface ExportOptions<T> extends CollectOptions<T> {
  /** Fetches one page; the caller fixes the filter and the page size (the endpoint's maximum). */
  fetchPage: (page: number) => Promise<Page<T, Meta>>;
}

export async function collectAllPages<T>({ fetchPage, ...options }: ExportOptions<T>) {
  const { data, skipped, pages } = await collectPages(fetchPage, { maxPages: 10_000, ...options });
  return { rows: data, skipped, pages };
}
