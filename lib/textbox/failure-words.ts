// Why a box's links failed, in fixed words of ours only: the notice is written into a web page, where any script can
// read it, so no server text goes there (an API error may echo the key or anything else). The kind of the failure
// picks the words; details are for the extension's own pages.
import { isApiError } from '../core/api/errors';
import { t } from '../core/i18n';

export function boxFailureWords(error: unknown): string {
  if (!isApiError(error)) {
    console.error('Convert links in this box: a link failed', error);
    return t('bgInternalError');
  }
  switch (error.kind) {
    case 'no_key':
      return t('boxFailedNoKey');
    case 'unauthorized':
      return t('boxFailedKeyRefused');
    case 'network':
    case 'timeout':
    case 'unreachable':
    case 'no_permission':
      return t('boxFailedUnreachable');
    case 'rate_limited':
      return t('boxFailedLimit');
    default:
      return t('boxFailedRefused');
  }
}
