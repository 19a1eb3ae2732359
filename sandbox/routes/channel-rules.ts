// Channel field rules: name length in characters (code points), a full http(s) source URL.

import { unprocessable } from '../errors';
import { CHANNEL_NAME_MAX } from '../limits';

export function checkName(name: string): string {
  if (name.trim() === '') throw unprocessable('name is required');
  const length = [...name].length;
  if (length > CHANNEL_NAME_MAX) {
    throw unprocessable(`name is too long (${length} characters; the maximum is ${CHANNEL_NAME_MAX})`);
  }
  return name;
}

export function checkSourceUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') throw unprocessable('source_url is required');
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    throw unprocessable('source_url must be a full URL including http:// or https://');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw unprocessable('source_url must be a full URL including http:// or https://');
  }
  return trimmed;
}

/** Same channel URL: scheme, host case, a trailing slash and a leading www. do not make a new one. */
export function sameUrl(a: string, b: string): boolean {
  return normal(a) === normal(b);
}

function normal(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname.replace(/^www\./, '')}${u.pathname.replace(/\/+$/, '')}${u.search}`.toLowerCase();
  } catch {
    return url.trim().toLowerCase();
  }
}
