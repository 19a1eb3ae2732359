// The Telegram Bot API over `fetch`: `POST <base>/bot<token>/<method>` with a JSON or multipart body, its answer
// `{ ok, result }` or `{ ok: false, error_code, description, parameters }`. Every call ends by its time limit. A 429
// waits its `retry_after` (when short) and is tried exactly once more. Two ways a call fails, kept apart because a
// send must never be repeated on a guess: Telegram refused (a 4xx answer: nothing was done), or no answer says what
// happened (no answer, no answer in time, a 5xx, an answer that cannot be read: a post may be in the chat). The token
// is in the address only: every error this throws is made from Telegram's words and ours, with the token masked,
// never from a raw fetch error (which may quote the address).
import { maskedTail } from './destination';
import { MultipartBody } from './multipart';

export interface TelegramFailureBody {
  ok: false;
  error_code: number;
  description: string;
  parameters?: { retry_after?: number; migrate_to_chat_id?: number };
}

/** A refusal from Telegram (a 4xx answer): nothing was done; its code and words kept for the caller to word. */
export class TelegramRefusal extends Error {
  constructor(
    readonly code: number,
    readonly description: string,
    readonly retryAfter: number | null,
    /** A group that became a supergroup: its new chat id. */
    readonly migrateTo: number | null = null,
    /** A 429 already waited once and tried again. */
    readonly retried = false,
  ) {
    super(`Telegram refused: ${code} ${description}`);
    this.name = 'TelegramRefusal';
  }
}

export type NoAnswerReason = 'unreachable' | 'timeout' | 'server' | 'bad_answer';

/** No answer says what became of the call: it may have done its work (a post may be in the chat). */
export class TelegramNoAnswer extends Error {
  constructor(
    readonly reason: NoAnswerReason,
    readonly status: number | null = null,
    /** Telegram's words with a 5xx, token masked. */
    readonly description = '',
  ) {
    super(`Telegram gave no usable answer: ${reason}`);
    this.name = 'TelegramNoAnswer';
  }
}

export interface TelegramClientDeps {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  base: () => Promise<string>;
  /** Waits `ms` (a 429's retry_after); setTimeout when omitted. Tests pass a fake. */
  sleep?: (ms: number) => Promise<void>;
  /** The longest retry_after waited, in seconds; longer is reported instead of waited (default 60). */
  maxWaitSeconds?: number;
  /** The time limit of one call with a JSON body, and of one with an upload (a photo). */
  timeoutMs?: number;
  uploadTimeoutMs?: number;
}

/** A call's time limits: the Post dialog never says "Posting…" for longer than this, nor a queue slot waits. */
export const TELEGRAM_TIMEOUT_MS = 15_000;
export const TELEGRAM_UPLOAD_TIMEOUT_MS = 30_000;

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
  timeoutMs = TELEGRAM_TIMEOUT_MS,
  uploadTimeoutMs = TELEGRAM_UPLOAD_TIMEOUT_MS,
}: TelegramClientDeps): { call: TelegramCall } {
  async function answerOf(
    url: string,
    body: Record<string, unknown> | MultipartBody,
  ): Promise<{ status: number; text: string }> {
    const upload = body instanceof MultipartBody;
    const controller = new AbortController();
    let late = false;
    const timer = setTimeout(
      () => {
        late = true;
        controller.abort();
      },
      upload ? uploadTimeoutMs : timeoutMs,
    );
    try {
      const response = await fetch(url, {
        method: 'POST',
        ...(upload
          ? { body: body.body, headers: { 'Content-Type': body.contentType } }
          : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
        redirect: 'error',
        credentials: 'omit',
        signal: controller.signal,
      });
      // The body is read within the same limit: a server may send its headers and then hang.
      return { status: response.status, text: await response.text() };
    } catch {
      // The request may or may not have reached Telegram; its words (which may name the address) are not kept.
      throw new TelegramNoAnswer(late ? 'timeout' : 'unreachable');
    } finally {
      clearTimeout(timer);
    }
  }

  async function once<T>(
    token: string,
    method: string,
    body: Record<string, unknown> | MultipartBody,
    retried: boolean,
  ): Promise<T> {
    const response = await answerOf(`${await base()}/bot${token}/${method}`, body);
    let answer: unknown;
    try {
      answer = JSON.parse(response.text);
    } catch {
      throw new TelegramNoAnswer(response.status >= 500 ? 'server' : 'bad_answer', response.status);
    }
    const a = answer as { ok?: unknown; result?: unknown } & Partial<Omit<TelegramFailureBody, 'ok'>>;
    if (a && a.ok === true) return a.result as T;
    const code = typeof a?.error_code === 'number' ? a.error_code : response.status;
    const description = typeof a?.description === 'string' ? mask(a.description, token) : '';
    // A 5xx, whatever its body says: the server may have done the work before it failed.
    if (code >= 500 || response.status >= 500 || code < 400) {
      throw new TelegramNoAnswer('server', code, description);
    }
    const retryAfter = typeof a?.parameters?.retry_after === 'number' ? a.parameters.retry_after : null;
    const migrateTo = typeof a?.parameters?.migrate_to_chat_id === 'number' ? a.parameters.migrate_to_chat_id : null;
    throw new TelegramRefusal(code, description, retryAfter, migrateTo, retried);
  }

  async function call<T>(token: string, method: string, body: Record<string, unknown> | MultipartBody): Promise<T> {
    try {
      return await once<T>(token, method, body, false);
    } catch (error) {
      if (!(error instanceof TelegramRefusal) || error.code !== 429 || error.retryAfter === null) throw error;
      if (error.retryAfter > maxWaitSeconds) throw error;
      await sleep(Math.max(0, error.retryAfter) * 1000);
      return once<T>(token, method, body, true);
    }
  }

  return { call };
}

function mask(text: string, token: string): string {
  const secret = token.split(':')[1] ?? '';
  let out = token && text.includes(token) ? text.split(token).join(maskedTail(token)) : text;
  if (secret.length >= 8 && out.includes(secret)) out = out.split(secret).join(maskedTail(token));
  return out;
}
