// The API base URL as typed by a person, made into one canonical form. No zod, no browser APIs: pages use
// `hostPermissionPattern` too, to ask for exactly the permission the background checks.
import { localValidationError } from '../api/errors';
import { t } from '../i18n';

/** The local sandbox (`npm run sandbox`). */
export const DEFAULT_BASE_URL = 'http://127.0.0.1:8787/pub_api/v3';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Trims, drops trailing slashes, requires https (http only for this computer, where the sandbox runs: the key
 * must never cross a network in clear text). Blank means the default. Throws a local validation error.
 */
export function normaliseBaseUrl(input: string): string {
  const text = input.trim();
  if (!text) return DEFAULT_BASE_URL;
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
