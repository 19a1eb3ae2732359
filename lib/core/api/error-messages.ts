// Builds the ApiError for each failure, with a sentence that says what happened and what to do next.
// No zod here (the popup may import it); the transport parses response bodies and passes the pieces in.

import { localZoneTime, reapplySentence, utcTime } from '../format/time-words';
import { t } from '../i18n';
import { accountSettings, badResponseError, tooManyPagesError } from './bad-response';
import { ApiError } from './errors';
import type { Scope } from './schemas';

export { badResponseError, tooManyPagesError };

/** Where the key and base URL are set, as named inside the messages below. */

/**
 * The server's text as a sentence: trimmed, capitalised, ending in a full stop. A first word that names a field
 * (`start_date`, `channelId`) is kept as written: it is the field's name, not a word.
 */
export function sentence(text: string): string {
  const t = text.trim();
  if (t === '') return t;
  const capitalised = /^\S*([_\d]|[a-z][A-Z])/.test(t) ? t : t[0]!.toUpperCase() + t.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = `(${MONTHS.join('|')})[a-z]*\\.?`;
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
/**
 * The date forms a server may write: 2025-06-14 (a time may follow), 2025/06/14, June 14, 2025, 14 June 2025.
 * 05/06/2025 is left alone: May or June cannot be told.
 */
const DATE_FORMS: [RegExp, (m: RegExpMatchArray) => [number, number, number] | null][] = [
  [/\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g, (m) => [+m[1]!, +m[2]!, +m[3]!]],
  [new RegExp(`\\b${MONTH}\\s+${DAY},?\\s+(\\d{4})\\b`, 'gi'), (m) => [+m[3]!, monthOf(m[1]!), +m[2]!]],
  [new RegExp(`\\b${DAY}\\s+(?:of\\s+)?${MONTH},?\\s+(\\d{4})\\b`, 'gi'), (m) => [+m[3]!, monthOf(m[2]!), +m[1]!]],
];

function monthOf(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

/** Every calendar date `text` names, as YYYY-MM-DD (impossible dates are not dates). */
export function datesIn(text: string): string[] {
  const found: string[] = [];
  for (const [form, read] of DATE_FORMS) {
    for (const match of text.matchAll(form)) {
      const ymd = read(match);
      if (!ymd) continue;
      const [y, m, d] = ymd;
      const date = new Date(Date.UTC(y, m - 1, d));
      if (date.getUTCMonth() === m - 1 && date.getUTCDate() === d) {
        found.push(date.toISOString().slice(0, 10));
      }
    }
  }
  return found;
}

/**
 * The re-apply date in a request_access cooldown message ("... you can re-apply on 2025-06-01", "... after June 1,
 * 2025"), as YYYY-MM-DD. Only messages about applying again or a cooldown are read, so other 422s that mention a
 * date are left alone. A message may also name the date of the rejection or of the request; those come before the
 * re-apply date in time, whatever their order in the words, so the latest date is the one.
 */
export function extractReapplyDate(message: string): string | undefined {
  if (!/(apply|cooldown|cool-down)/i.test(message)) return undefined;
  return datesIn(message).sort().pop();
}

export function noKeyError(): ApiError {
  return new ApiError({
    kind: 'no_key',
    message: t('apiErrorNoKey', accountSettings()),
  });
}

export function unauthorizedError(serverMessage?: string): ApiError {
  return new ApiError({
    kind: 'unauthorized',
    status: 401,
    serverMessage,
    message: t('apiErrorKeyRefused', accountSettings()),
  });
}

export function forbiddenError(scope: Scope | null, serverMessage?: string): ApiError {
  const message = scope
    ? t('apiErrorScopeMissing', scope, scope, accountSettings())
    : t('apiErrorForbidden', accountSettings());
  return new ApiError({ kind: 'forbidden', status: 403, scope: scope ?? undefined, serverMessage, message });
}

export function notFoundError(serverMessage?: string): ApiError {
  const what = serverMessage ? sentence(serverMessage) : t('apiErrorNotFoundRecord');
  return new ApiError({
    kind: 'not_found',
    status: 404,
    serverMessage,
    message: t('apiErrorNotFound', what),
  });
}

/** 422 (and any other 4xx without its own kind): the server did not accept the request as sent. */
export function rejectedError(status: number, serverMessage?: string): ApiError {
  const reapplyDate = serverMessage ? extractReapplyDate(serverMessage) : undefined;
  let message = serverMessage ? sentence(serverMessage) : t('apiErrorBadRequest', status);
  if (reapplyDate && !message.includes(reapplyDate)) message += ` ${reapplySentence(reapplyDate)}`;
  return new ApiError({ kind: 'validation', status, serverMessage, reapplyDate, message });
}

export interface RateLimitInfo {
  serverMessage?: string;
  limit?: number;
  used?: number;
  resetsAt?: string;
}

export function rateLimitedError({ serverMessage, limit, used, resetsAt }: RateLimitInfo): ApiError {
  const parts = [serverMessage ? sentence(serverMessage) : t('apiErrorRateLimited')];
  if (limit !== undefined && used !== undefined) parts.push(t('apiRateLimitUsage', used, limit));
  parts.push(
    resetsAt ? t('apiRateLimitResetsAt', utcTime(resetsAt), localZoneTime(resetsAt)) : t('apiRateLimitResetsMidnight'),
  );
  return new ApiError({
    kind: 'rate_limited',
    status: 429,
    serverMessage,
    limit,
    used,
    resetsAt,
    message: parts.join(' '),
  });
}

export function serverError(status: number, serverMessage?: string): ApiError {
  return new ApiError({
    kind: 'server',
    status,
    serverMessage,
    message: t('apiErrorServer', status),
  });
}

export function networkError(host: string, cause?: unknown): ApiError {
  return new ApiError(
    {
      kind: 'network',
      message: t('apiErrorUnreachable', host, accountSettings()),
    },
    { cause },
  );
}

export function cancelledError(cause?: unknown): ApiError {
  return new ApiError({ kind: 'network', message: t('apiErrorCancelled') }, { cause });
}

/** "20 ms", "1.1 seconds", "61 seconds". */
function duration(ms: number): string {
  if (ms < 1000) return t('apiDurationMs', Math.round(ms));
  const seconds = ms < 10_000 ? Math.round(ms / 100) / 10 : Math.round(ms / 1000);
  return t('apiDurationSeconds', seconds);
}

export function timeoutError(timeoutMs: number): ApiError {
  return new ApiError({
    kind: 'timeout',
    message: t('apiErrorTimeout', duration(timeoutMs)),
  });
}

/**
 * The last failure of a read that was tried `attempts` times, `waitedMs` in all (every attempt's wait and the pauses
 * between them): its message gives the real wait, not one attempt's.
 */
export function retriedError(last: ApiError, attempts: number, waitedMs: number, timeoutMs: number): ApiError {
  const message =
    last.kind === 'timeout'
      ? t('apiErrorTimeoutRetried', attempts, duration(timeoutMs), duration(waitedMs))
      : `${last.message} ${t('apiRetriedSentence', attempts, duration(waitedMs))}`;
  return new ApiError({ ...last.toJSON(), message }, { cause: last.cause });
}

/**
 * A redirect from the API, refused (the API never redirects; following it would re-send the request, and the
 * page's URL, to wherever it points). Never a key problem. `target` is unknown in browsers (an opaque redirect).
 */
export function redirectError(target: string | undefined, status: number | undefined): ApiError {
  return new ApiError({
    kind: 'bad_response',
    status,
    redirectTo: target,
    message: target
      ? t('apiErrorRedirect', target, accountSettings())
      : t('apiErrorRedirectUnknown', accountSettings()),
  });
}

/** The error for a non-2xx status. 429 is built by rateLimitedError, which needs the body's figures. */
export function errorForStatus(status: number, serverMessage: string | undefined, scope: Scope | null): ApiError {
  if (status === 401) return unauthorizedError(serverMessage);
  if (status === 403) return forbiddenError(scope, serverMessage);
  if (status === 404) return notFoundError(serverMessage);
  if (status === 429) return rateLimitedError({ serverMessage });
  if (status >= 500) return serverError(status, serverMessage);
  if (status >= 400) return rejectedError(status, serverMessage);
  return badResponseError(t('apiDetailUnexpectedStatus', status), status);
}
