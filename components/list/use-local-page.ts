// A list the extension keeps itself (the synced sales, the link history), paged like an API list: the same
// `PageRequest` and `meta`, so `ListTable` and its pager serve it as they serve the API's lists.
import type { Meta } from '../../lib/core/api/schemas';
import type { PageRequest } from './data-table';
import { usePage } from './use-page';

/** Page `page` (from 1) of `rows` at `perPage` rows, with the `meta` the API would send for it. */
export function localPage<R>(rows: readonly R[], page: number, perPage: number): { data: readonly R[]; meta: Meta } {
  const total = rows.length;
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(Math.max(1, page), totalPages);
  return {
    data: rows.slice((current - 1) * perPage, current * perPage),
    meta: {
      page: current,
      per_page: perPage,
      total,
      total_pages: totalPages,
      next_page: current < totalPages ? current + 1 : null,
      prev_page: current > 1 ? current - 1 : null,
    },
  };
}

export interface LocalPage<R> {
  request: PageRequest<R>;
  setPage: (page: number) => void;
}

/** The current page of `rows`, back to page 1 whenever `resetKey` (the search, the order) changes. */
export function useLocalPage<R>(
  rows: readonly R[],
  perPage: number,
  resetKey: string,
  reload: () => void,
): LocalPage<R> {
  const [page, setPage] = usePage(resetKey);
  return { request: { data: localPage(rows, page, perPage), error: undefined, loading: false, reload }, setPage };
}
