// What the converter does with one found link, decided without a request: convert it, expand it first (a store's
// short link), or skip it (already the network's tracking or short link, or not a web address).
import { hasUserInfo } from '../web-url';
import { isStoreShortLink } from './short-link-hosts';

export type SkipReason = 'tracking' | 'network_short' | 'not_web' | 'user_info';

export type LinkPlan =
  | { action: 'convert'; url: string }
  | { action: 'expand'; url: string }
  | { action: 'skip'; reason: SkipReason };

/**
 * Hosts the network's links were seen on (the tracking host and the short-link host of earlier answers): the spec
 * names them `{tracking_host}` and `{short_url_host}` without saying what they are, so they are learned.
 */
export interface NetworkHosts {
  tracking: readonly string[];
  short: readonly string[];
}

export const NO_NETWORK_HOSTS: NetworkHosts = { tracking: [], short: [] };

export function planLink(url: string, hosts: NetworkHosts = NO_NETWORK_HOSTS): LinkPlan {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { action: 'skip', reason: 'not_web' };
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.hostname === '') {
    return { action: 'skip', reason: 'not_web' };
  }
  // `https://www.amazon.in@evil.test/` reads like one store and goes to another host: never converted or shown.
  if (hasUserInfo(parsed)) return { action: 'skip', reason: 'user_info' };
  const host = parsed.hostname.toLowerCase();
  if (hosts.short.includes(host)) return { action: 'skip', reason: 'network_short' };
  if (hosts.tracking.includes(host) || isTrackingShape(parsed)) return { action: 'skip', reason: 'tracking' };
  if (isStoreShortLink(parsed)) return { action: 'expand', url };
  return { action: 'convert', url };
}

/**
 * The spec's tracking link: its query carries the channel id `cid` and the percent-encoded merchant address `url`
 * (plus `source` and the sub IDs). Offers' and campaigns' tracking links have the same shape.
 */
export function isTrackingShape(url: URL): boolean {
  const target = url.searchParams.get('url');
  if (!target || !url.searchParams.has('cid')) return false;
  return /^https?:\/\//i.test(target);
}

/** The hosts of a conversion's answer, added to what is known (lower case, each once). */
export function learnHosts(known: NetworkHosts, trackingUrl: string, shortUrl?: string): NetworkHosts {
  const add = (list: readonly string[], link: string | undefined) => {
    if (!link) return list;
    try {
      const host = new URL(link).hostname.toLowerCase();
      return host && !list.includes(host) ? [...list, host] : list;
    } catch {
      return list;
    }
  };
  return { tracking: add(known.tracking, trackingUrl), short: add(known.short, shortUrl) };
}
