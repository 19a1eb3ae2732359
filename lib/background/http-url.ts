import { localValidationError } from '../api/errors';
import { t } from '../i18n';
import { parseWebUrl } from '../web-url';

/** The URL trimmed, if it is an http(s) address with a host; else a local validation error (nothing is sent). */
export function requireHttpUrl(input: string, field = 'url'): string {
  if (!parseWebUrl(input)) throw localValidationError(field, t('bgUrlNotWeb'));
  return input.trim();
}
