// "The same product" for the duplicate guard: one key per canonical page. Amazon's product pages on any of its
// country sites are their ASIN, Flipkart's its product id (`pid`); any other page is its address without the
// tracking parameters, fragment, `www.` and trailing slash, its other parameters sorted. A store's short link is
// compared by where it leads (expanded first: the caller passes the short-link expander of lib/post); one that cannot
// be expanded has no key (a key of the short link itself would never match the product's).

import { parseWebUrl } from '../core/web-url';
import { extractLinks } from '../post/extract-links';
import { isStoreShortLink } from '../post/short-link-hosts';

const AMAZON_HOST =
  /(^|\.)amazon\.(com|ca|com\.mx|com\.br|co\.uk|de|fr|it|es|nl|se|pl|com\.be|com\.tr|ae|sa|eg|in|sg|co\.jp|com\.au|cn)$/;
const ASIN_PATH =
  /\/(?:dp|gp\/product|gp\/aw\/d|gp\/offer-listing|exec\/obidos\/asin|o\/asin)\/([a-z0-9]{10})(?=[/?#]|$)/i;
const FLIPKART_HOST = /(^|\.)flipkart\.com$/;

/** Parameters that say who sent the visitor, never which page it is. */
const TRACKING = new Set([
  'fbclid',
  'gclid',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'srsltid',
  'gad_source',
  'tag',
  'affid',
  'affextparam1',
  'affextparam2',
  'ascsubtag',
  'linkcode',
  'linkid',
  'camp',
  'creative',
  'creativeasin',
  'ref',
  'ref_',
  'referrer',
  'spm',
  'scm',
  'cmpid',
  'clickid',
  'subid',
  'sub_id',
  'aff_id',
  'aff_sub',
  'utm',
  'si',
  'otracker',
  'otracker1',
  'lid',
  'ssid',
  '_encoding',
]);

function isTracking(name: string): boolean {
  const n = name.toLowerCase();
  return TRACKING.has(n) || /^(utm_|pd_rd_|pf_rd_|_branch|hsa_|mtm_|pk_|ga_)/.test(n);
}

/** The product key of an address that needs no expanding; null when it is not a web address. */
export function productKey(url: string): string | null {
  const u = parseWebUrl(url);
  if (!u) return null;
  const host = u.hostname.toLowerCase().replace(/^(www|m|smile)\./, '');
  if (AMAZON_HOST.test(host)) {
    const asin = ASIN_PATH.exec(u.pathname)?.[1];
    if (asin) return `amazon:${asin.toUpperCase()}`;
  }
  if (FLIPKART_HOST.test(host)) {
    const pid = u.searchParams.get('pid')?.trim();
    if (pid && /^[A-Za-z0-9]+$/.test(pid)) return `flipkart:${pid.toUpperCase()}`;
  }
  const kept = [...u.searchParams]
    .filter(([name]) => !isTracking(name))
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1));
  const query = kept.length > 0 ? `?${new URLSearchParams(kept).toString()}` : '';
  const path = u.pathname.replace(/\/+$/, '') || '';
  const port = u.port ? `:${u.port}` : '';
  return `${host}${port}${path}${query}`;
}

export type ExpandUrl = (url: string) => Promise<string>;

/** The product key of any link: a store's short link is expanded first (a product id already in it is enough). */
export async function resolveProductKey(url: string, expand: ExpandUrl): Promise<string | null> {
  const u = parseWebUrl(url);
  if (!u) return null;
  const key = productKey(u.href);
  if (!isStoreShortLink(u) || key?.startsWith('amazon:') || key?.startsWith('flipkart:')) return key;
  return productKey(await expand(u.href));
}

/**
 * The key of a converted post (a text with links): the products its links lead to, sorted, or null when it has none.
 * With Track earnings per link the links differ at every conversion; the pages they lead to do not. A link is keyed
 * by the page `pageOf` knows for it (the link history's record of the conversion that made it, which is how a
 * network short link is known), else by the page in a tracking link's `url` (spec section 4), else as it is.
 */
export async function textProductKey(
  text: string,
  expand: ExpandUrl,
  pageOf: (link: string) => string | undefined = () => undefined,
  /** Told of each store short link that could not be expanded: it has no key, so the guard did not check it. */
  unchecked: (link: string) => void = () => {},
): Promise<string | null> {
  const keys = await Promise.all(
    extractLinks(text).map(({ url }) => {
      const link = parseWebUrl(url);
      const page =
        pageOf(url) ?? (link && pageOf(link.href)) ?? parseWebUrl(link?.searchParams.get('url'))?.href ?? url;
      return resolveProductKey(page, expand).catch(() => {
        unchecked(page);
        return null;
      });
    }),
  );
  const found = [...new Set(keys.filter((k): k is string => k !== null))].sort();
  return found.length > 0 ? `text:${found.join(' ')}` : null;
}

/** Whether two links lead to the same product page. */
export async function sameProduct(a: string, b: string, expand: ExpandUrl): Promise<boolean> {
  const [ka, kb] = await Promise.all([resolveProductKey(a, expand), resolveProductKey(b, expand)]);
  return ka !== null && ka === kb;
}
