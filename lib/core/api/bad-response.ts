// An answer that does not make sense (a body that does not fit, pages that never end), apart from the other
// messages of error-messages.ts so that the page walker (and the popup through it) takes only these few lines.
import { t } from '../i18n';
import { ApiError } from './errors';

export const accountSettings = () => t('apiAccountSettings');

export function badResponseError(detail: string, status?: number): ApiError {
  return new ApiError({
    kind: 'bad_response',
    status,
    message: t('apiErrorBadResponse', detail, accountSettings()),
  });
}

/** A list whose pages never ended (the page walker's safety cap). */
export function tooManyPagesError(maxPages: number): ApiError {
  return new ApiError({
    kind: 'bad_response',
    message: t('apiErrorTooManyPages', maxPages),
  });
}
