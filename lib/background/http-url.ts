import { localValidationError } from '../api/errors';
import { t } from '../i18n';

/** The URL trimmed, if it is an http(s) address with a host; else a local validation error (nothing is sent). */
export function requireHttpUrl(input: string, field = 'url'): string {
  const text = input.trim();
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw localValidationError(field, t('bgOnlyWebPageAddresses'));
  }
  return text;
}
