// The Telegram client: its requests, a 429 waited and tried exactly once more, refusals kept as Telegram said them
// (token masked), and a failed fetch never quoting the address (which holds the token).
import { describe, expect, it, vi } from 'vitest';
import { createTelegramClient, TelegramNoAnswer, TelegramRefusal } from '../../lib/posting/telegram-client';

const TOKEN = '7000000001:AAGoodSandboxBotTokenForPostingDeals01';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function client(answers: Response[], sleep = vi.fn(async (_ms: number) => {})) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next;
  });
  return { fetch, sleep, tg: createTelegramClient({ fetch, base: async () => 'https://api.telegram.org', sleep }) };
}

const tooMany = (after: number) =>
  json(
    {
      ok: false,
      error_code: 429,
      description: `Too Many Requests: retry after ${after}`,
      parameters: { retry_after: after },
    },
    429,
  );

describe('the Telegram client', () => {
  it('posts JSON to /bot<token>/<method> and answers its result', async () => {
    const { fetch, tg } = client([json({ ok: true, result: { id: 1 } })]);
    expect(await tg.call(TOKEN, 'getMe', {})).toEqual({ id: 1 });
    expect(fetch).toHaveBeenCalledWith(
      `https://api.telegram.org/bot${TOKEN}/getMe`,
      expect.objectContaining({ method: 'POST', body: '{}', redirect: 'error' }),
    );
  });

  it('waits retry_after once after a 429 and tries exactly once more', async () => {
    const { fetch, sleep, tg } = client([tooMany(3), json({ ok: true, result: true })]);
    expect(await tg.call(TOKEN, 'sendMessage', { text: 'x' })).toBe(true);
    expect(sleep).toHaveBeenCalledExactlyOnceWith(3000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second 429 (no third request)', async () => {
    const { fetch, tg } = client([tooMany(1), tooMany(1), json({ ok: true, result: true })]);
    await expect(tg.call(TOKEN, 'sendMessage', {})).rejects.toMatchObject({ code: 429, retryAfter: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps a refusal’s code and words, with the token masked', async () => {
    const { tg } = client([
      json({ ok: false, error_code: 400, description: `Bad Request: token ${TOKEN} echoed` }, 400),
    ]);
    const error = await tg.call(TOKEN, 'getChat', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TelegramRefusal);
    expect((error as TelegramRefusal).description).toBe('Bad Request: token ••••ls01 echoed');
  });

  it('turns a failed fetch into a network failure that does not quote the address', async () => {
    const tg = createTelegramClient({
      fetch: async (url) => {
        throw new TypeError(`Failed to fetch ${url}`);
      },
      base: async () => 'https://api.telegram.org',
    });
    const error = await tg.call(TOKEN, 'getMe', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TelegramNoAnswer);
    expect((error as TelegramNoAnswer).reason).toBe('unreachable');
    expect(JSON.stringify(error) + String(error)).not.toContain(TOKEN);
  });

  it('ends a call that hangs at its time limit, and says so', async () => {
    const tg = createTelegramClient({
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      base: async () => 'https://api.telegram.org',
      timeoutMs: 20,
    });
    const error = await tg.call(TOKEN, 'sendMessage', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TelegramNoAnswer);
    expect((error as TelegramNoAnswer).reason).toBe('timeout');
  });

  it('never calls a 5xx a refusal: the work may have been done', async () => {
    const { tg } = client([json({ ok: false, error_code: 500, description: 'Internal Server Error' }, 500)]);
    const error = await tg.call(TOKEN, 'sendMessage', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TelegramNoAnswer);
    expect(error).toMatchObject({ reason: 'server', status: 500 });
  });

  it('masks the token’s secret part when Telegram quotes it alone', async () => {
    const secret = TOKEN.split(':')[1] ?? '';
    const { tg } = client([json({ ok: false, error_code: 400, description: `Bad Request: ${secret}` }, 400)]);
    const error = await tg.call(TOKEN, 'getChat', {}).catch((e: unknown) => e);
    expect((error as TelegramRefusal).description).not.toContain(secret);
  });
});

describe('where the Bot API is', () => {
  it('is api.telegram.org in a production build, whatever the sandbox setting says', async () => {
    const { telegramBase, telegramSandboxRecord } = await import('../../lib/posting/telegram-base');
    await telegramSandboxRecord.set('http://127.0.0.1:8787');
    expect(await telegramBase()).toBe('http://127.0.0.1:8787');
    vi.stubEnv('MODE', 'production');
    try {
      expect(await telegramBase()).toBe('https://api.telegram.org');
    } finally {
      vi.unstubAllEnvs();
    }
    // Only a loopback address is honoured, even in a test build.
    await telegramSandboxRecord.set('https://evil.example/bot');
    expect(await telegramBase()).toBe('https://api.telegram.org');
  });
});
