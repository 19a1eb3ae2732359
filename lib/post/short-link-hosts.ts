// Stores' and general short-link services whose links cannot be matched to a campaign as they stand: the
// merchant's address is only known after following their redirect. Host names compared exactly (lower case).

export const STORE_SHORT_LINK_HOSTS: ReadonlySet<string> = new Set([
  // Amazon
  'amzn.to',
  'amzn.in',
  'amzn.eu',
  'amzn.asia',
  'a.co',
  // Flipkart
  'fkrt.it',
  'fktr.in',
  'fkrt.cc',
  'fkrt.co',
  'dl.flipkart.com',
  // Myntra, Ajio, Meesho
  'myntr.it',
  'ajiio.in',
  'meesho.page.link',
  // General shorteners deal posts use
  'bit.ly',
  'bitly.com',
  'tinyurl.com',
  'cutt.ly',
  'rb.gy',
  'is.gd',
  't.ly',
  'shorturl.at',
  'ow.ly',
  'rebrand.ly',
  'clnk.in',
  'extp.in',
]);

/** True when `url`'s host is a store or general short-link host (`www.` ignored). */
export function isStoreShortLink(url: URL): boolean {
  return STORE_SHORT_LINK_HOSTS.has(url.hostname.toLowerCase().replace(/^www\./, ''));
}

/**
 * The optional host permission a short link's expansion needs: its scheme and host, every path and port (the same
 * form as the API base URL's, lib/core/storage/base-url.ts).
 */
export function shortLinkPermission(url: URL): string {
  return `${url.protocol}//${url.hostname}/*`;
}
