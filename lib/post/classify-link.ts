// What the converter does with one found link, decided without a request: convert it, expand it first (a store's
// short link), or skip it (already the network's tracking or short link, or not a web address).
import { hasUserInfo } from '../core/web-url';
import { isPrivateHost } from './private-address';
import { isStoreShortLink } from './short-link-hosts';

export type SkipReason = 'tracking' | 'network_short' | 'not_web' | 'user_info' | 'not_merchant' | 'private';

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
  // This computer or the local network: never requested, never sent to the API.
  if (isPrivateHost(host)) return { action: 'skip', reason: 'private' };
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

/**
 * The hosts of a conversion's answer, added to what is known (lower case, each once). Only an answer that made an
 * earning link teaches anything, and only when its tracking link has the tracking link's shape on a host other than
 * the merchant's: an answer that echoes the merchant's own address (`affiliated` false, or a hostile server) must
 * never make that store "already a tracking link".
 */
export function learnHosts(
  known: NetworkHosts,
  answer: { tracking_url: string; short_url?: string; affiliated: boolean },
  merchantUrl: string,
): NetworkHosts {
  if (!answer.affiliated) return known;
  const tracking = parseUrl(answer.tracking_url);
  const merchant = parseUrl(merchantUrl);
  if (!tracking || !merchant || !isTrackingShape(tracking)) return known;
  const merchantHost = merchant.hostname.toLowerCase();
  const add = (list: readonly string[], url: URL | null) => {
    const host = url?.hostname.toLowerCase();
    if (!host || host === merchantHost || (url?.protocol !== 'https:' && url?.protocol !== 'http:')) return list;
    return list.includes(host) ? list : [...list, host];
  };
  const short = answer.short_url ? parseUrl(answer.short_url) : null;
  // A store's own shortener (amzn.to…) is never the network's, whatever an answer says.
  const safe = (url: URL | null) => (url && !isStoreShortLink(url) ? url : null);
  return { tracking: add(known.tracking, safe(tracking)), short: add(known.short, safe(short)) };
}

function parseUrl(link: string): URL | null {
  try {
    return new URL(link);
  } catch {
    return null;
  }
}
