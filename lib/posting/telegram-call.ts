// The Telegram Bot API over `fetch`, with no words of the extension's own: `POST <base>/bot<token>/<method>` with a
// JSON or multipart body, its answer `{ ok, result }` or `{ ok: false, error_code, description, parameters }`. A 429
// waits its `retry_after` and is tried exactly once more. The token is in the address only: every error this throws
// is made from Telegram's words and ours, with the token masked, never from a raw fetch error (which may quote the
// address). The extension words the failures for people (telegram-client.ts); the relay (relay/) uses this as it is.
import { maskedTail } from './masked-tail';
import { MultipartBody } from './multipart';

export interface TelegramFailureBody {
  ok: false;
  error_code: number;
  description: string;
  parameters?: { retry_after?: number; migrate_to_chat_id?: number };
}

/** A refusal from Telegram: its code and words kept for the caller to word what to do. Nothing was posted. */
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

/** No answer came (the request may or may not have reached Telegram): a send's outcome is unknown. */
export class TelegramUnreachable extends Error {
  constructor() {
    super('Telegram could not be reached');
    this.name = 'TelegramUnreachable';
  }
}

/** An answer came that is not Telegram's JSON (a proxy's page): a send's outcome is unknown as well. */
export class TelegramBadAnswer extends Error {
  constructor(readonly status: number) {
    super(`Telegram answered something that is not the Bot API (HTTP ${status})`);
    this.name = 'TelegramBadAnswer';
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

export function createTelegramCall({
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
      throw new TelegramUnreachable();
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      throw new TelegramBadAnswer(response.status);
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
