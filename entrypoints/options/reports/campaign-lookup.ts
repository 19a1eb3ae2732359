// Finding the campaign that matches a domain from the unmonetized traffic report (pure).
import type { Campaign } from '../../../lib/api/schemas';

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

/**
 * The campaign whose domain is this domain, else one whose domain is a parent or a subdomain of it
 * (`shop.example` and `in.shop.example`). Never a mere search hit on the name: that would send people to the
 * wrong merchant.
 */
export function findCampaignForDomain(campaigns: readonly Campaign[], domain: string): Campaign | undefined {
  const wanted = bareHost(domain);
  const hosts = campaigns.map((c) => ({ c, host: bareHost(c.domain || c.url) }));
  return (
    hosts.find((h) => h.host === wanted)?.c ??
    hosts.find((h) => wanted.endsWith(`.${h.host}`) || h.host.endsWith(`.${wanted}`))?.c
  );
}
