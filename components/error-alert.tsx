import { type Failure, isApiError } from '../lib/core/api/errors';
import { alreadySays } from '../lib/core/format/same-words';
import { t } from '../lib/core/i18n';
import { Alert } from './alert';

/** Any thrown value as the typed failure the background sends, so every view shows errors one way. */
export function toApiError(e: unknown): Failure {
  if (isApiError(e)) return e.toJSON();
  if (e && typeof e === 'object' && 'kind' in e && 'message' in e) return e as Failure;
  return {
    kind: 'internal',
    message: t('commonErrorUnexpected', e instanceof Error ? e.message : String(e)),
  };
}

interface Props {
  error: unknown;
  /** Shown as a button after the message, e.g. "Try again". */
  onRetry?: () => void;
  /** Where to fix a key problem; defaults to the options page's Account section. */
  accountHref?: string;
}

/** What an alert shows besides the message: the server's own words, and whether the fix is in Account. */
interface Extras {
  serverMessage?: string;
  keyProblem?: boolean;
}

function extrasOf(e: Failure): Extras {
  switch (e.kind) {
    case 'unauthorized':
      return { serverMessage: e.serverMessage, keyProblem: true };
    case 'no_key':
      return { keyProblem: true };
    case 'forbidden':
    case 'not_found':
    case 'rate_limited':
    case 'server':
      return { serverMessage: e.serverMessage };
    case 'validation':
    case 'telegram':
      return { serverMessage: e.serverMessage };
    // An input check has no server words: its message is the whole story.
    case 'input':
    case 'no_permission':
    case 'network':
    case 'timeout':
    case 'bad_response':
    case 'refused':
    case 'internal':
    case 'unreachable':
    case 'outcome_unknown':
      return {};
    default:
      return unhandledKind(e);
  }
}

/** Fails to compile when a kind has no case above; at run time, a kind it does not know shows just its message. */
function unhandledKind(_kind: never): Extras {
  return {};
}

/** An error the person must act on: the server's own words plus what to do next. */
export function ErrorAlert({ error, onRetry, accountHref }: Props) {
  const e = toApiError(error);
  const { serverMessage, keyProblem } = extrasOf(e);
  const showServer = serverMessage && !alreadySays(e.message, serverMessage);
  return (
    <Alert>
      {showServer && <p class="alert-server">{serverMessage}</p>}
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
    </Alert>
  );
}
