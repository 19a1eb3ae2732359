// Other publishers' affiliate parameters, taken off a shared store link before it is converted (popup, menu,
// shortcut, post converter, text boxes, posting): otherwise the store may credit the publisher whose tag is still in
// the link. One table per store, plus the click ids and campaign tags any shared link carries. A product's own
// parameters (Amazon's `th`, `psc`, `smid`; Flipkart's `pid`, `lid`, `marketplace`; size, colour…) stay: when unsure
// whether a parameter selects the product, it is kept. Pure; the rest of the address is left byte for byte.
import { t } from './i18n';

interface StoreRule {
  store: string;
  /** The store's hosts (any subdomain). */
  host: RegExp;
  /** Parameter names (lower case) that are another publisher's. */
  foreign: (name: string) => boolean;
}

const AMAZON_PARAMS = new Set(['tag', 'ascsubtag', 'linkcode', 'linkid', 'camp', 'creative', 'creativeasin']);

export const STORE_RULES: readonly StoreRule[] = [
  {
    store: 'amazon',
    host: /(^|\.)amazon\.(com|in|co\.uk|de|fr|it|es|ca|co\.jp|com\.au|com\.br|com\.mx|nl|se|pl|sg|ae|sa|com\.tr|eg|com\.be)$/,
    foreign: (name) => AMAZON_PARAMS.has(name) || name.startsWith('creative'),
  },
  {
    store: 'flipkart',
    host: /(^|\.)flipkart\.com$/,
    foreign: (name) => name === 'affid' || /^affextparam\d+$/.test(name),
  },
];

/** Click ids of ad and affiliate networks, and campaign tags: on any store's link, they are someone else's. */
const GENERIC = new Set(['gclid', 'fbclid', 'msclkid', 'dclid', 'irclickid', 'clickid', 'subid']);
const genericForeign = (name: string) => name.startsWith('utm_') || GENERIC.has(name);

export interface CleanedLink {
  url: string;
  /** The parameters taken off, as written in the link (empty: the link was left as it was). */
  removed: string[];
}

function nameOf(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** The link without other publishers' parameters; an address that is not an http(s) URL is returned as it is. */
export function withoutForeignParams(link: string): CleanedLink {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { url: link, removed: [] };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.search) return { url: link, removed: [] };
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const store = STORE_RULES.find((rule) => rule.host.test(host));
  const removed: string[] = [];
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => {
      if (!pair) return false;
      const name = nameOf(pair);
      const lower = name.toLowerCase();
      const foreign = genericForeign(lower) || (store?.foreign(lower) ?? false);
      if (foreign) removed.push(name);
      return !foreign;
    });
  if (removed.length === 0) return { url: link, removed };
  url.search = kept.length > 0 ? `?${kept.join('&')}` : '';
  return { url: url.href, removed };
}

/** "Removed someone else's tag: tag, linkCode." (the popup, the converter's rows, the Post dialog). */
export function removedTagNote(removed: readonly string[]): string {
  return t('linkRemovedForeignTag', removed.join(', '));
}
