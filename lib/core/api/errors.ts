// Every failure the extension shows, as one shape per kind carrying only that kind's fields, each with a sentence
// a publisher can act on (built in error-messages.ts). A `Failure` is plain data: the form that crosses from the
// background to a page. `ApiError` is the same data thrown as an Error, rebuilt on the page side with
// `ApiError.from`. No zod here: the popup imports this.
import type { Scope } from './schemas';

interface Said {
  /** What went wrong and what to do, for a person. */
  message: string;
}

interface ServerSaid extends Said {
  /** The server's own `error` text, when it sent one. */
  serverMessage?: string;
}

// The API's failures: a request was sent (or tried), and its answer, or the lack of one, is the failure.

/** 401: the key was refused. */
export interface Unauthorized extends ServerSaid {
  kind: 'unauthorized';
  status: 401;
}

/** 403: the key lacks `scope` (absent when the endpoint's scope is not known). */
export interface Forbidden extends ServerSaid {
  kind: 'forbidden';
  status: 403;
  scope?: Scope;
}

/** 404. */
export interface NotFound extends ServerSaid {
  kind: 'not_found';
  status: 404;
}

/** 422, or another 4xx without a kind of its own: the server did not accept the request as sent. */
export interface Rejected extends ServerSaid {
  kind: 'validation';
  status: number;
  /** The re-apply date (YYYY-MM-DD) of a rejected access request still in its cooldown. */
  reapplyDate?: string;
}

/** 429: a daily limit; the figures when the body carried them. */
export interface RateLimited extends ServerSaid {
  kind: 'rate_limited';
  status: 429;
  limit?: number;
  used?: number;
  resetsAt?: string;
}

/** 5xx. */
export interface ServerFailure extends ServerSaid {
  kind: 'server';
  status: number;
}

/** No answer: offline, DNS, a refused connection, a cancelled request. */
export interface NetworkFailure extends Said {
  kind: 'network';
}

/** No answer in time. */
export interface Timeout extends Said {
  kind: 'timeout';
}

/** An answer that does not fit the spec's shapes (with its status when it had one). */
export interface BadResponse extends Said {
  kind: 'bad_response';
  status?: number;
  /** A redirect (which the API never sends, and which is never followed): where it pointed, when known. */
  redirectTo?: string;
}

export type ApiFailure =
  | Unauthorized
  | Forbidden
  | NotFound
  | Rejected
  | RateLimited
  | ServerFailure
  | NetworkFailure
  | Timeout
  | BadResponse;

// An input check that failed before anything was sent: a kind of its own, apart from the server's refusal
// (`validation`), so a page never mistakes the one for the other.

export interface InputProblem extends Said {
  kind: 'input';
  /** The input field the problem is about (e.g. `name`, `url`, `per_page`). */
  field: string;
  /** Nothing was sent. */
  local: true;
}

// The extension's own failures: no request could be made, or the page and the background could not talk.

/** No API key saved yet. */
export interface NoKey extends Said {
  kind: 'no_key';
}

/** A message the background would not answer: not from the extension's own pages, or a name it does not know. */
export interface Refused extends Said {
  kind: 'refused';
}

/** A fault of the extension's own (a bug, a part that did not load): nothing the person or the server did. */
export interface InternalFault extends Said {
  kind: 'internal';
}

/** The page could not reach the extension's background, or got an answer that was not one. */
export interface BackgroundUnreachable extends Said {
  kind: 'unreachable';
}

/** The browser has not granted the extension access to `origin` (or the person said no when it asked): nothing was
 * sent there. */
export interface HostPermissionMissing extends Said {
  kind: 'no_permission';
  origin: string;
}

export type BackgroundFailure = NoKey | Refused | InternalFault | BackgroundUnreachable | HostPermissionMissing;

// A send whose result is unknown: the request left, and no answer says whether it did its work (a post that may be
// in the chat). Never "failed": doing it again may do it twice.

export interface OutcomeUnknown extends Said {
  kind: 'outcome_unknown';
}

// Telegram's Bot API (posting to channels): its own failures, never the Monetization API's kinds.

/** Why Telegram did not do what was asked: `refused` is a refusal without a reason of its own below. */
export type TelegramReason =
  | 'token'
  | 'chat_not_found'
  | 'not_admin'
  | 'kicked'
  | 'migrated'
  | 'rate_limited'
  | 'refused'
  | 'unreachable'
  | 'timeout'
  | 'bad_answer';

export interface TelegramFailure extends ServerSaid {
  kind: 'telegram';
  reason: TelegramReason;
  /** Telegram's `error_code` (or the HTTP status), when it answered. */
  status?: number;
  /** A 429: when Telegram said to try again (ISO 8601). */
  retryAt?: string;
}

/** Any failure a page may be told about: the union `ErrorAlert` shows, discriminated by `kind`. */
export type Failure = ApiFailure | InputProblem | BackgroundFailure | OutcomeUnknown | TelegramFailure;

export type ApiErrorKind = Failure['kind'];

/** The plain-data form an ApiError takes on its way from the background to a page. */
export type SerializedApiError = Failure;

/** What `new ApiError` takes: a Failure; an input problem may leave out `local`, which is always true. */
export type FailureInit = Exclude<Failure, InputProblem> | (Omit<InputProblem, 'local'> & { local?: true });

/** The thrown form of one failure: an Error whose own properties are the failure's fields. */
export type ApiError<F extends Failure = Failure> = F extends Failure ? Error & F & { toJSON(): F } : never;

interface ApiErrorConstructor {
  new (init: FailureInit, options?: { cause?: unknown }): ApiError;
  /** The error again from the plain data a page received. */
  from(data: Failure): ApiError;
}

class FailureError extends Error {
  override name = 'ApiError';

  constructor(init: FailureInit, options?: { cause?: unknown }) {
    super(init.message, options);
    Object.assign(this, init);
    if (init.kind === 'input') Object.assign(this, { local: true });
  }

  /** The failure's fields, without the ones left unset. */
  toJSON(): Failure {
    const out: Record<string, unknown> = { message: this.message };
    for (const [key, value] of Object.entries(this)) {
      if (key !== 'name' && value !== undefined) out[key] = value;
    }
    return out as unknown as Failure;
  }

  static from(data: Failure): ApiError {
    return new ApiError(data);
  }
}

export const ApiError = FailureError as unknown as ApiErrorConstructor;

export function isApiError(e: unknown): e is ApiError {
  return e instanceof FailureError;
}

/** An input check that failed before sending (a local `validation`), told apart from the server's 422. */
export function isInputProblem<F extends Failure>(f: F): f is Extract<F, InputProblem> {
  return f.kind === 'input';
}

/** A local input check that failed: nothing was sent. */
export function localValidationError(field: string, message: string): ApiError {
  return new ApiError({ kind: 'input', message, field, local: true });
}
