// A store's short link (amzn.to, fkrt.it, bit.ly…) made into the merchant's page it stands for, by following its
// redirects. The page asks the browser for that one host's permission on the person's click (as for the API base
// URL); the background only checks that it was given. Nothing is sent with the request but the link itself: no
// cookies, no referrer, no key.
import { ApiError } from '../api/errors';
import { t } from '../i18n';
import { parseWebUrl } from '../web-url';
import { isStoreShortLink, shortLinkPermission } from './short-link-hosts';

export interface ShortLinkExpanderDeps {
  fetch?: typeof fetch;
  /** Whether the extension may contact `pattern` (an optional host permission such as `https://amzn.to/*`). */
  hasPermission: (pattern: string) => Promise<boolean>;
  timeoutMs?: number;
}

export type ExpandShortLink = (shortLink: string) => Promise<string>;

export function createShortLinkExpander({ fetch: fetchFn, hasPermission, timeoutMs = 10_000 }: ShortLinkExpanderDeps) {
  // The same link answers the same page for the worker's life; one request per link.
  const known = new Map<string, Promise<string>>();

  async function follow(shortLink: string): Promise<string> {
    const url = parseWebUrl(shortLink);
    if (!url) throw new ApiError({ kind: 'input', field: 'url', message: t('bgUrlNotWeb') });
    const pattern = shortLinkPermission(url);
    if (!(await hasPermission(pattern))) {
      throw new ApiError({
        kind: 'no_permission',
        origin: url.origin,
        message: t('postShortLinkNoPermission', url.host),
      });
    }
    let response: Response;
    try {
      response = await (fetchFn ?? fetch)(url.href, {
        method: 'GET',
        redirect: 'follow',
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
      throw new ApiError(
        timedOut
          ? { kind: 'timeout', message: t('postShortLinkTimeout', url.host, Math.round(timeoutMs / 1000)) }
          : { kind: 'network', message: t('postShortLinkUnreachable', url.host) },
        { cause },
      );
    }
    // Only where it leads matters: the page's body is not read, and its status neither (stores often answer a
    // request without cookies with an error page, at the right address).
    void response.body?.cancel().catch(() => undefined);
    const target = parseWebUrl(response.url);
    if (!target || target.href === url.href || isStoreShortLink(target)) {
      throw new ApiError({ kind: 'network', message: t('postShortLinkNoRedirect', url.host, String(response.status)) });
    }
    return target.href;
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
