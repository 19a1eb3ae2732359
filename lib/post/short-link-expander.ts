// A store's short link (amzn.to, fkrt.it, bit.ly…) made into the merchant's page it stands for, by following its
// redirects one hop at a time: each hop is a request that does not follow the redirect (its Location is read by
// `hop`, see redirect-hop.ts), so the chain stops at the first address that is a merchant's (or any host that is not
// a short-link service) without requesting it: the store's page is never loaded, and whether it sends CORS headers
// does not matter. A Location on this computer or the local network stops the chain; that address is neither
// requested nor sent to the API. Nothing is sent with a request but the link itself: no cookies, no referrer, no key.
import { ApiError } from '../core/api/errors';
import { t } from '../core/i18n';
import { parseWebUrl } from '../core/web-url';
import { isPrivateHost } from './private-address';
import { isStoreShortLink, shortLinkPermission } from './short-link-hosts';

/** One request that does not follow redirects: its status, and where a redirect leads (null for none). */
export interface RedirectHop {
  status: number;
  location: string | null;
}

export type FetchHop = (url: string, signal: AbortSignal) => Promise<RedirectHop>;

export interface ShortLinkExpanderDeps {
  hop: FetchHop;
  /** Whether the extension may contact `pattern` (an optional host permission such as `https://amzn.to/*`). */
  hasPermission: (pattern: string) => Promise<boolean>;
  /** Whether the address is a merchant's the campaign index knows: the chain stops there. */
  isMerchant?: (url: string) => Promise<boolean>;
  /** For the whole chain. */
  timeoutMs?: number;
  maxHops?: number;
}

export type ExpandShortLink = (shortLink: string) => Promise<string>;

export const SHORT_LINK_TIMEOUT_MS = 10_000;
export const SHORT_LINK_MAX_HOPS = 5;

export function createShortLinkExpander({
  hop,
  hasPermission,
  isMerchant = async () => false,
  timeoutMs = SHORT_LINK_TIMEOUT_MS,
  maxHops = SHORT_LINK_MAX_HOPS,
}: ShortLinkExpanderDeps) {
  // The same link answers the same page for the worker's life; one chain per link.
  const known = new Map<string, Promise<string>>();

  async function follow(shortLink: string): Promise<string> {
    const first = parseWebUrl(shortLink);
    if (!first) throw new ApiError({ kind: 'input', field: 'url', message: t('bgUrlNotWeb') });
    const signal = AbortSignal.timeout(timeoutMs);
    let current = first;
    for (let hops = 0; hops < maxHops; hops++) {
      if (!(await hasPermission(shortLinkPermission(current)))) {
        throw new ApiError({
          kind: 'no_permission',
          origin: current.origin,
          message: t('postShortLinkNoPermission', current.host),
        });
      }
      let answer: RedirectHop;
      try {
        answer = await hop(current.href, signal);
      } catch (cause) {
        const timedOut = signal.aborted || (cause instanceof DOMException && cause.name === 'TimeoutError');
        throw new ApiError(
          timedOut
            ? { kind: 'timeout', message: t('postShortLinkTimeout', current.host, Math.round(timeoutMs / 1000)) }
            : { kind: 'network', message: t('postShortLinkUnreachable', current.host) },
          { cause },
        );
      }
      const target = answer.location === null ? null : resolve(answer.location, current);
      if (!target) {
        throw new ApiError({
          kind: 'network',
          message: t('postShortLinkNoRedirect', current.host, String(answer.status)),
        });
      }
      if (isPrivateHost(target.hostname)) {
        throw new ApiError({ kind: 'network', message: t('postShortLinkPrivate', current.host) });
      }
      if ((await isMerchant(target.href)) || !isStoreShortLink(target)) return target.href;
      current = target; // another short-link service (bit.ly → amzn.to): one more hop
    }
    throw new ApiError({ kind: 'network', message: t('postShortLinkTooManyHops', first.host, maxHops) });
  }

  const expand: ExpandShortLink = (shortLink) => {
    let answer = known.get(shortLink);
    if (!answer) {
      answer = follow(shortLink);
      known.set(shortLink, answer);
      answer.catch(() => known.delete(shortLink)); // a failure may be tried again
    }
    return answer;
  };
  return expand;
}

/** A Location, relative or not, as a web address (null for anything else, e.g. `javascript:` or a user name). */
function resolve(location: string, base: URL): URL | null {
  try {
    return parseWebUrl(new URL(location, base).href);
  } catch {
    return null;
  }
}
