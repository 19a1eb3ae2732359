// One error kind per failure, each with a sentence a publisher can act on. No zod here: the popup imports this.
import type { Scope } from './schemas';

export type ApiErrorKind =
  | 'unauthorized' // 401
  | 'forbidden' // 403: the key lacks `scope`
  | 'not_found' // 404
  | 'validation' // 422 from the server, or an input check before sending (`local: true`)
  | 'rate_limited' // 429: daily creation limit
  | 'server' // 5xx
  | 'network' // no answer: offline, DNS, refused connection, host permission missing
  | 'timeout'
  | 'bad_response' // an answer that does not fit the spec's shapes
  | 'no_key' // no API key saved yet
  | 'refused'; // a message the background would not answer (not from the extension, unknown name)

/** The plain-data form an ApiError takes on its way from the background to a page. */
export interface SerializedApiError {
  kind: ApiErrorKind;
  /** What went wrong and what to do, for a person. */
  message: string;
  /** The server's own `error` text, when it sent one. */
  serverMessage?: string;
  status?: number;
  /** The scope the endpoint needs (403). */
  scope?: Scope;
  /** 429 body. */
  limit?: number;
  used?: number;
  resetsAt?: string;
  /** The re-apply date (YYYY-MM-DD) of a rejected access request still in its cooldown (422). */
  reapplyDate?: string;
  /** The input field a local validation error is about (e.g. `name`, `url`, `per_page`). */
  field?: string;
  /** True when the check failed before sending: no request was made. */
  local?: boolean;
}

export class ApiError extends Error implements SerializedApiError {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly serverMessage?: string;
  readonly status?: number;
  readonly scope?: Scope;
  readonly limit?: number;
  readonly used?: number;
  readonly resetsAt?: string;
  readonly reapplyDate?: string;
  readonly field?: string;
  readonly local?: boolean;

  constructor(init: SerializedApiError, options?: { cause?: unknown }) {
    super(init.message, options);
    this.kind = init.kind;
    this.serverMessage = init.serverMessage;
    this.status = init.status;
    this.scope = init.scope;
    this.limit = init.limit;
    this.used = init.used;
    this.resetsAt = init.resetsAt;
    this.reapplyDate = init.reapplyDate;
    this.field = init.field;
    this.local = init.local;
  }

  toJSON(): SerializedApiError {
    const out: SerializedApiError = { kind: this.kind, message: this.message };
    for (const key of [
      'serverMessage',
      'status',
      'scope',
      'limit',
      'used',
      'resetsAt',
      'reapplyDate',
      'field',
      'local',
    ] as const) {
      if (this[key] !== undefined) (out as unknown as Record<string, unknown>)[key] = this[key];
    }
    return out;
  }

  static from(s: SerializedApiError): ApiError {
    return new ApiError(s);
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** A local input check that failed: nothing was sent. */
export function localValidationError(field: string, message: string): ApiError {
  return new ApiError({ kind: 'validation', message, field, local: true });
}
