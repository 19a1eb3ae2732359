import { hostPermissionPattern } from '../../core/account/base-url';
import { browser } from '../../core/browser';

/** Hosts the manifest grants up front (`http://127.0.0.1/*`, `http://localhost/*`: every port). */
const PRE_GRANTED_HOSTS = new Set(['127.0.0.1', 'localhost']);

/** Whether reaching `baseUrl` (already normalised) needs a host permission the person must grant. */
export function needsHostPermission(baseUrl: string): boolean {
  const url = new URL(baseUrl);
  return !(url.protocol === 'http:' && PRE_GRANTED_HOSTS.has(url.hostname));
}

/**
 * Asks the browser for the host permission of `baseUrl`. Call it synchronously from the click or submit handler,
 * before any `await`: browsers show the prompt only during a user gesture. The pattern is the one the background
 * checks (lib/core/storage/base-url.ts): it leaves the port out, because a pattern without one matches every port.
 */
export function requestHostPermission(baseUrl: string): Promise<boolean> {
  try {
    return browser.permissions.request({ origins: [hostPermissionPattern(baseUrl)] });
  } catch (e) {
    return Promise.reject(e);
  }
}

export function hostOf(baseUrl: string): string {
  return new URL(baseUrl).host;
}
