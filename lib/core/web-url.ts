// The one rule for "a web address": an http: or https: URL with a host and no user name or password. Links the
// extension renders, copies, puts in a QR code or a post, or opens all pass through it. A page's own address may
// carry a user name or password (the person typed it): `parsePageUrl` takes those off before the page is sent for
// conversion, so a page is never refused for them and they never leave the browser. Tiny and dependency-free: the
// popup's first script uses it.

function parseHttp(input: string | null | undefined): URL | null {
  if (!input) return null;
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url : null;
}

/** True when the URL names a user or a password (`https://www.amazon.in@evil.test/` goes to evil.test). */
export function hasUserInfo(url: URL): boolean {
  return url.username !== '' || url.password !== '';
}

/**
 * The URL (of `input` trimmed) when it is an http(s) address with a host and no user name or password; null for
 * anything else. A link with a user name reads like one host and goes to another, so it is never shown.
 */
export function parseWebUrl(input: string | null | undefined): URL | null {
  const url = parseHttp(input);
  return url && !hasUserInfo(url) ? url : null;
}

/** Why `input` is not a web address: not http(s) at all, or an http(s) address with a user name or password. */
export function webUrlProblem(input: string | null | undefined): 'not_web' | 'user_info' | null {
  const url = parseHttp(input);
  if (!url) return 'not_web';
  return hasUserInfo(url) ? 'user_info' : null;
}

/**
 * A page's address for conversion: the URL when it is an http(s) address with a host, with any user name and
 * password taken off; null for anything else.
 */
export function parsePageUrl(input: string | null | undefined): URL | null {
  const url = parseHttp(input);
  if (!url) return null;
  url.username = '';
  url.password = '';
  return url;
}
