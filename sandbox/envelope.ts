// List envelopes: `{ data, meta }` with the spec's pagination fields, and sorting by a listed key.
import type { Meta } from './spec';

export interface Paging {
  page: number;
  perPage: number;
}

export function pageOf<T>(items: readonly T[], { page, perPage }: Paging): { data: T[]; meta: Meta } {
  const total = items.length;
  const totalPages = Math.ceil(total / perPage);
  return {
    data: items.slice((page - 1) * perPage, page * perPage),
    meta: {
      page,
      per_page: perPage,
      total,
      total_pages: totalPages,
      next_page: page < totalPages ? page + 1 : null,
      prev_page: page > 1 ? page - 1 : null,
    },
  };
}

type SortValue = string | number;

/** Sorts a copy by `key` in `order`, ties broken by `tieBreak` ascending (usually the id) for stable pages. */
export function sortBy<T>(
  items: readonly T[],
  key: (item: T) => SortValue,
  order: 'asc' | 'desc',
  tieBreak: (item: T) => number,
): T[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const c = ka < kb ? -1 : ka > kb ? 1 : 0;
    return c !== 0 ? c * sign : tieBreak(a) - tieBreak(b);
  });
}
