// Which site a page belongs to, for matching it to a campaign: the registrable domain ("eTLD+1") from the
// Public Suffix List, so www.amazon.co.in, m.amazon.co.in and a.b.amazon.co.in are all amazon.co.in.

import { registrableDomainIn, type SuffixList } from './public-suffix';
import { parsePageUrl } from './web-url';

// Schemes that name a place rather than a host; anything with `scheme://` is parsed as a URL too.
const NON_HOST_SCHEME = /^(about|blob|data|javascript|mailto|tel|view-source|file|chrome|edge|brave|opera|resource):/i;
const HAS_AUTHORITY = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * The registrable domain of a URL or a bare host (`https://www.amazon.co.in/x`, `m.flipkart.com`,
 * `shop.example.co.uk:8080`), lower case and in punycode; null for IP addresses, `localhost`, single-label or
 * special-use hosts (`printer.local`; a top-level domain the list does not know yet takes its implicit `*` rule), a bare public suffix (`co.in`) and anything that is not an http(s) address
 * (`chrome://`, `about:`, `file:`, extension pages).
 *
 * Private suffixes of the list count too (myshop.myshopify.com, user.blogspot.com), so two stores on one
 * hosting platform are not taken for the same merchant.
 */
export function registrableDomain(urlOrHost: string, list: SuffixList): string | null {
  const hostname = hostnameOf(urlOrHost);
  return hostname && !isIpAddress(hostname) ? registrableDomainIn(hostname, list) : null;
}

/**
 * True for a page that can carry an affiliate link: an http(s) address with a host (a user name or password in it
 * is taken off before it is sent: see parsePageUrl). Browser pages (`chrome://`, `about:`), local files, extension
 * pages, `view-source:`, `data:` and blank tabs are not.
 */
export function isLinkablePage(url: string | null | undefined): boolean {
  return parsePageUrl(url) !== null;
}

/**
 * The host name of a URL or a bare host (`m.styleloom.in:8080/kurta`), lower case, in punycode and without a
 * trailing dot; null for anything that is not an http(s) address.
 */
export function hostnameOf(input: string): string | null {
  const text = input.trim();
  if (!text || NON_HOST_SCHEME.test(text)) return null;
  if (HAS_AUTHORITY.test(text)) {
    const url = parseUrl(text);
    return url && (url.protocol === 'http:' || url.protocol === 'https:') ? cleanHost(url.hostname) : null;
  }
  // A bare host, maybe with a port or path: let the URL parser normalise it (case, punycode, trailing dot).
  const url = parseUrl(`http://${text}`);
  return url ? cleanHost(url.hostname) : null;
}

/**
 * The host of an http(s) URL and each domain above it of two labels or more (`a.b.shop.co.in`: itself,
 * `b.shop.co.in`, `shop.co.in`, `co.in`); just the host for an IP address; none for anything else. A page's
 * site (its campaign's domain, its registrable domain or its host) is one of them.
 */
export function hostAndParents(url: string): string[] {
  const hostname = hostnameOf(url);
  if (!hostname) return [];
  if (isIpAddress(hostname)) return [hostname];
  const labels = hostname.split('.');
  const domains = [hostname];
  for (let i = 1; i < labels.length - 1; i++) domains.push(labels.slice(i).join('.'));
  return domains;
}

/** The URL parser leaves IPv4 addresses dotted-decimal and IPv6 ones in brackets. */
function isIpAddress(hostname: string): boolean {
  return hostname.startsWith('[') || /^[\d.]+$/.test(hostname);
}

function cleanHost(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '');
  return host || null;
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
