// The bare host of a domain from the unmonetized traffic report (pure): the campaign index looks it up.

/** `https://www.Shop.example/x` or `www.shop.example` -> `shop.example`. */
export function bareHost(value: string): string {
  let host = value.trim().toLowerCase();
  try {
    if (/^[a-z][a-z0-9+.-]*:\/\//.test(host)) host = new URL(host).hostname;
  } catch {
    // not a URL: keep the text
  }
  host = host.split('/')[0]!.replace(/\.$/, '');
  return host.startsWith('www.') ? host.slice(4) : host;
}
