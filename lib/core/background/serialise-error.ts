// How a failure reaches a page: an ApiError as its plain data, anything else as a plain sentence. Shared by the
// router (a whole answer) and the messages whose answer is made of parts that fail apart (popup-open.ts).
import { ApiError, isApiError, type SerializedApiError } from '../api/errors';
import { t } from '../i18n';

/** What a page is told when the background failed in a way it did not foresee. */
export const unexpected = () => t('bgInternalErrorReload');

export function serialiseError(name: string, error: unknown): SerializedApiError {
  if (isApiError(error)) return error.toJSON();
  // A raw error may quote anything (a header with the key, a stack): pages get a plain sentence instead.
  console.error(`Handling ${name} failed`, error);
  return new ApiError({ kind: 'internal', message: unexpected() }).toJSON();
}
