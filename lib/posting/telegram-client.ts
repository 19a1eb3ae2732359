// The Telegram Bot API over `fetch`: `POST <base>/bot<token>/<method>` with a JSON or multipart body, its answer
// `{ ok, result }` or `{ ok: false, error_code, description, parameters }`. A 429 waits its `retry_after` and is
// tried exactly once more. The token is in the address only: every error this throws is made from Telegram's words
// and ours, with the token masked, never from a raw fetch error (which may quote the address).
import { ApiError } from '../core/api/errors';
import { t } from '../core/i18n';
import { maskedTail } from './destination';
import { MultipartBody } from './multipart';

export interface TelegramFailureBody {
  ok: false;
  error_code: number;
  description: string;
  parameters?: { retry_after?: number; migrate_to_chat_id?: number };
}

/** A refusal from Telegram: its code and words kept for the caller to word what to do. */
export class TelegramRefusal extends Error {
  constructor(
    readonly code: number,
    readonly description: string,
    readonly retryAfter: number | null,
  ) {
    super(`Telegram refused: ${code} ${description}`);
    this.name = 'TelegramRefusal';
  }
}

export interface TelegramClientDeps {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  base: () => Promise<string>;
  /** Waits `ms` (a 429's retry_after); setTimeout when omitted. Tests pass a fake. */
  sleep?: (ms: number) => Promise<void>;
  /** The longest retry_after waited, in seconds; longer is reported instead of waited (default 60). */
  maxWaitSeconds?: number;
}

export type TelegramCall = <T>(
  token: string,
  method: string,
  body: Record<string, unknown> | MultipartBody,
) => Promise<T>;

export function createTelegramClient({
  fetch,
  base,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  maxWaitSeconds = 60,
}: TelegramClientDeps): { call: TelegramCall } {
  async function once<T>(token: string, method: string, body: Record<string, unknown> | MultipartBody): Promise<T> {
    const url = `${await base()}/bot${token}/${method}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        ...(body instanceof MultipartBody
          ? { body: body.body, headers: { 'Content-Type': body.contentType } }
          : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
        redirect: 'error',
        credentials: 'omit',
      });
    } catch {
      // The request may or may not have reached Telegram; its words (which may name the address) are not kept.
      throw new ApiError({ kind: 'network', message: t('postingTelegramUnreachable') });
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      throw new ApiError({ kind: 'bad_response', status: response.status, message: t('postingTelegramBadAnswer') });
    }
    const a = answer as { ok?: unknown; result?: unknown } & Partial<Omit<TelegramFailureBody, 'ok'>>;
    if (a && a.ok === true) return a.result as T;
    const code = typeof a?.error_code === 'number' ? a.error_code : response.status;
    const description = typeof a?.description === 'string' ? mask(a.description, token) : '';
    const retryAfter = typeof a?.parameters?.retry_after === 'number' ? a.parameters.retry_after : null;
    throw new TelegramRefusal(code, description, retryAfter);
  }

  async function call<T>(token: string, method: string, body: Record<string, unknown> | MultipartBody): Promise<T> {
    try {
      return await once<T>(token, method, body);
    } catch (error) {
      if (!(error instanceof TelegramRefusal) || error.code !== 429 || error.retryAfter === null) throw error;
      if (error.retryAfter > maxWaitSeconds) throw error;
      await sleep(Math.max(0, error.retryAfter) * 1000);
      return once<T>(token, method, body);
    }
  }

  return { call };
}

function mask(text: string, token: string): string {
  return token && text.includes(token) ? text.split(token).join(maskedTail(token)) : text;
}
