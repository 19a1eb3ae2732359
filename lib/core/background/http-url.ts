import { localValidationError } from '../api/errors';
import { t } from '../i18n';
import { hasUserInfo, parsePageUrl } from '../web-url';

/**
 * The page's URL trimmed, if it is an http(s) address with a host; else a local validation error (nothing is sent).
 * A user name or password in it is taken off: they are the person's own and never leave the browser.
 */
export function requireHttpUrl(input: string, field = 'url'): string {
  const url = parsePageUrl(input);
  if (!url) throw localValidationError(field, t('bgUrlNotWeb'));
  const trimmed = input.trim();
  // Only a URL that carried credentials is rewritten; any other is sent exactly as given.
  return hasUserInfoIn(trimmed) ? url.href : trimmed;
}

function hasUserInfoIn(text: string): boolean {
  try {
    return hasUserInfo(new URL(text));
  } catch {
    return false;
  }
}
