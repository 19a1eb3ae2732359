// The relay's HTTP API as the background calls it: the member code in `Authorization`, JSON both ways, at most 15 s,
// no redirect followed, and every answer checked (relay-answers.ts). A failure is the extension's own `ApiError`,
// with a sentence saying what to do; the relay's own words come along only as `serverMessage` (shown as text).
import { ApiError } from '../core/api/errors';
import { t } from '../core/i18n';
import { type RelayReader, readOrUndefined, readRefusal } from './relay-answers';

const TIMEOUT_MS = 15_000;

export interface RelayCall {
  fetch: typeof fetch;
  address: string;
  code: string;
}

export async function relayRequest<T>(
  call: RelayCall,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  read: RelayReader<T>,
  body?: unknown,
): Promise<T> {
  const answer = await relayAnswer(call, method, path, read, body);
  if ('duplicate' in answer) throw answer.refusal;
  return answer.data;
}

/** The relay's duplicate guard stopped a post: who queued or sent the same product, and when. */
export interface RelayDuplicate {
  member: string;
  at: number;
  posted: boolean;
  postUrl: string | null;
}

/** As relayRequest, but a 409 of the duplicate guard is an answer (`duplicate`), not a failure. */
export async function relayAnswer<T>(
  call: RelayCall,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  read: RelayReader<T>,
  body?: unknown,
): Promise<{ data: T } | { duplicate: RelayDuplicate | null; refusal: ApiError }> {
  let response: Response;
  try {
    response = await call.fetch(`${call.address}/v1${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${call.code}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'error',
      credentials: 'omit',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError({ kind: 'timeout', message: t('relayTimeout', call.address) });
    }
    throw new ApiError({ kind: 'network', message: t('relayUnreachable', call.address) });
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const failure = refused(response.status, json);
    if (response.status !== 409) throw failure;
    const said = readOrUndefined(readRefusal, json);
    if (said?.error.code !== 'duplicate') throw failure;
    return { duplicate: duplicateOf(said.error.details), refusal: failure };
  }
  const data = readOrUndefined(read, json);
  if (data === undefined) {
    throw new ApiError({ kind: 'bad_response', status: response.status, message: t('relayBadAnswer') });
  }
  return { data };
}

function duplicateOf(details: Record<string, unknown> | undefined): RelayDuplicate | null {
  const at = typeof details?.at === 'string' ? Date.parse(details.at) : Number.NaN;
  if (typeof details?.member !== 'string' || !Number.isFinite(at)) return null;
  const postUrl = typeof details.postUrl === 'string' && /^https:\/\//.test(details.postUrl) ? details.postUrl : null;
  return { member: details.member.slice(0, 200), at, posted: details.state === 'posted', postUrl };
}

/** The relay's refusal as the extension's failure: what the person can do about it first. */
function refused(status: number, json: unknown): ApiError {
  const said = readOrUndefined(readRefusal, json);
  const serverMessage = said?.error.message;
  if (!said && status !== 429) {
    return new ApiError({ kind: 'bad_response', status, message: t('relayBadAnswer') });
  }
  if (status === 401) return new ApiError({ kind: 'validation', status, message: t('relayCodeRefused') });
  if (status === 403) return new ApiError({ kind: 'validation', status, message: t('relayNotAllowed'), serverMessage });
  if (status === 404) return new ApiError({ kind: 'not_found', status, message: t('relayNotFound'), serverMessage });
  if (status === 429) return new ApiError({ kind: 'rate_limited', status, message: t('relayRateLimited') });
  if (status >= 500) return new ApiError({ kind: 'server', status, message: t('relayServerFailed'), serverMessage });
  return new ApiError({ kind: 'validation', status, message: serverMessage ?? t('relayRefused'), serverMessage });
}
