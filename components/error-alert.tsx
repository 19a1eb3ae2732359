import { ApiError, type SerializedApiError } from '../lib/api/errors';
import { t } from '../lib/i18n';

/** Any thrown value as the typed error the background sends, so every view shows errors one way. */
export function toApiError(e: unknown): SerializedApiError {
  if (e instanceof ApiError) return e.toJSON();
  if (e && typeof e === 'object' && 'kind' in e && 'message' in e) return e as SerializedApiError;
  return {
    kind: 'bad_response',
    message: t('commonSomethingWentWrongTry', e instanceof Error ? e.message : String(e)),
  };
}

interface Props {
  error: unknown;
  /** Shown as a button after the message, e.g. "Try again". */
  onRetry?: () => void;
  /** Where to fix a key problem; defaults to the options page's Account section. */
  accountHref?: string;
}

/** An error the person must act on: the server's own words plus what to do next. */
export function ErrorAlert({ error, onRetry, accountHref }: Props) {
  const e = toApiError(error);
  const showServer = e.serverMessage && !e.message.includes(e.serverMessage);
  const keyProblem = e.kind === 'unauthorized' || e.kind === 'no_key';
  return (
    <div class="alert" role="alert">
      {showServer && <p class="alert-server">{e.serverMessage}</p>}
      <p>{e.message}</p>
      {keyProblem && accountHref && (
        <p>
          <a href={accountHref} target="_blank" rel="noreferrer">
            {t('commonOpenAccountSettings')}
          </a>
        </p>
      )}
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {t('commonTryAgain')}
        </button>
      )}
    </div>
  );
}
