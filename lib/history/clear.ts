// What Clear history implies besides its entries: the channel and sub IDs remembered for the sites it names (they
// tell which sites the person made links on, as the history did) and the conversions of the last 30 minutes (the
// links themselves; the next request for a page makes its link again).

import type { LinkCaches } from '../core/background/link-cache';
import type { LinkOptionsOfSites } from '../links/link-options';
import type { SiteOptionsStore } from '../links/site-options';

export interface HistoryClearDeps {
  siteOf: LinkOptionsOfSites['siteOf'];
  siteOptions: Pick<SiteOptionsStore, 'forget'>;
  linkCaches: LinkCaches;
}

export function createForgetPages({ siteOf, siteOptions, linkCaches }: HistoryClearDeps) {
  return async function forgetPages(pageUrls: string[]): Promise<void> {
    // A page that is not a web address has no site (siteOf throws): there is nothing to forget for it.
    const sites = await Promise.all(pageUrls.map((url) => siteOf(url).catch(() => null)));
    await Promise.all([
      siteOptions.forget([...new Set(sites.filter((s): s is string => s !== null))]),
      linkCaches.conversions.invalidate(),
      linkCaches.monetizations.invalidate(),
    ]);
  };
}
