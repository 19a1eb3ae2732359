// Walks every page of a list endpoint at the largest page size it allows, e.g.
//   for await (const page of paginate(client.listCampaigns, { q: 'shoes' }, { perPage: PER_PAGE_MAX.listCampaigns }))
import { t } from '../i18n';
import { badResponseError, tooManyPagesError } from './error-messages';
import type { Meta, Page } from './schemas';

export { PER_PAGE_MAX } from './limits';

/** Stop after this many pages unless told otherwise: a server that never says `next_page: null` cannot loop forever. */
export const DEFAULT_MAX_PAGES = 200;

export interface PaginateOptions {
  /** The page size to ask for: normally `PER_PAGE_MAX[operation]`. */
  perPage: number;
  maxPages?: number;
}

/** `| undefined`: the client's list methods take their params optionally, so that is what TypeScript infers. */
type PageInput = { page?: number; per_page?: number } | undefined;

/**
 * Yields each page (with its `meta`, for progress) until `meta.next_page` is null. Starts at `params.page`
 * (default 1). A next page that does not move forward, or more than `maxPages` pages, is a bad_response error.
 */
export async function* paginate<P extends PageInput, R extends Page<unknown, Meta>>(
  fetchPage: (params: P) => Promise<R>,
  params: NoInfer<P>,
  options: PaginateOptions,
): AsyncGenerator<R, void, undefined> {
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  let page = params?.page ?? 1;
  for (let fetched = 1; ; fetched++) {
    const result = await fetchPage({ ...params, page, per_page: options.perPage });
    yield result;
    const next = result.meta.next_page;
    if (next === null) return;
    if (next <= page) throw badResponseError(t('apiDetailPageBackwards', page, next));
    if (fetched >= maxPages) throw tooManyPagesError(maxPages);
    page = next;
  }
}

/** Every item of every page, and how many records did not fit their schema and were left out. */
export async function collectAll<P extends PageInput, R extends Page<unknown, Meta>>(
  fetchPage: (params: P) => Promise<R>,
  params: NoInfer<P>,
  options: PaginateOptions,
): Promise<{ data: R['data']; skipped: number }> {
  const data: R['data'] = [];
  let skipped = 0;
  for await (const page of paginate(fetchPage, params, options)) {
    data.push(...page.data);
    skipped += page.skipped;
  }
  return { data, skipped };
}
