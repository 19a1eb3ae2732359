// The relay's address as a person types it: http(s) only, with a host and no user name or password, kept as its
// origin and path without a trailing slash. Shared by the page (its host permission) and the background.
import { parseWebUrl } from '../core/web-url';

export function parseRelayAddress(text: string): string | null {
  const url = parseWebUrl(text);
  if (!url || url.search || url.hash) return null;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** The host permission the background needs to call the relay (no port: a pattern without one matches every port). */
export function relayPermission(address: string): string {
  const url = new URL(address);
  return `${url.protocol}//${url.hostname}/*`;
}
