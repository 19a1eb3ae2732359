// The API base URL as typed by a person, made into one canonical form. No zod, no browser APIs: pages use
// `hostPermissionPattern` too, to ask for exactly the permission the background checks.
import { localValidationError } from '../api/errors';
import { t } from '../i18n';

/** The local sandbox (`npm run sandbox`). */
export const SANDBOX_BASE_URL = 'http://127.0.0.1:8787/pub_api/v3';

/**
 * The base URL a fresh install starts with: the sandbox in development and test builds, none in a production
 * build (a live key pasted into a fresh install must not go to whatever listens on a local port). Read when
 * called, so a test can stub the mode.
 */
export function defaultBaseUrl(): string {
  return import.meta.env.MODE === 'production' ? '' : SANDBOX_BASE_URL;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True for an address on this computer (where only a development sandbox runs). */
export function isLocalBaseUrl(input: string): boolean {
  try {
    return LOOPBACK.has(new URL(input.trim()).hostname);
  } catch {
    return false;
  }
}

/**
 * Trims, drops trailing slashes, requires https (http only for this computer, where the sandbox runs: the key
 * must never cross a network in clear text). Blank means the default, where the build has one (see
 * `defaultBaseUrl`). Throws a local validation error.
 */
export function normaliseBaseUrl(input: string): string {
  const text = input.trim() || defaultBaseUrl();
  if (!text) throw invalid(t('libBaseUrlRequired'));
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid(t('libBaseUrlInvalid'));
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw invalid(t('libBaseUrlNotHttps'));
  }
  if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) {
    throw invalid(t('libBaseUrlHttpLocalOnly'));
  }
  if (url.username || url.password) throw invalid(t('libBaseUrlNoCredentials'));
  if (url.search || url.hash) throw invalid(t('libBaseUrlNoQuery'));
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * The host permission the base URL needs. Without a port: match patterns with ports are not accepted by every
 * browser, and a pattern without one matches every port.
 */
export function hostPermissionPattern(baseUrl: string): string {
  const url = new URL(baseUrl);
  return `${url.protocol}//${url.hostname}/*`;
}

function invalid(message: string) {
  return localValidationError('baseUrl', message);
}
