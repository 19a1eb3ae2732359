// @vitest-environment node
// The sandbox's Telegram Bot API over real HTTP: Telegram's answers and errors, its checks of photos and captions, the
// 429 and hold controls, and the chat page.
import { describe, expect, it } from 'vitest';
import { TELEGRAM_BOTS, TELEGRAM_FIXTURES, UNKNOWN_BOT_TOKEN } from '../../sandbox/telegram/fixtures';
import { makePng } from '../posting/png-fixture';
import { useSandbox } from './helpers';

const sandbox = useSandbox({ fresh: true });
const good = TELEGRAM_BOTS.good.token;

async function call(token: string, method: string, body: Record<string, unknown> | FormData = {}) {
  const response = await fetch(`${sandbox().origin}/bot${token}/${method}`, {
    method: 'POST',
    ...(body instanceof FormData
      ? { body }
      : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: Telegram's answers of several methods, read loosely in assertions
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

function photo(bytes: Uint8Array, caption: string) {
  const form = new FormData();
  form.set('chat_id', TELEGRAM_FIXTURES.publicChat);
  form.set('photo', new Blob([bytes as BlobPart], { type: 'image/png' }), 'card.png');
  form.set('caption', caption);
  form.set('parse_mode', 'HTML');
  return form;
}

describe('sandbox Telegram', () => {
  it('answers getMe, getChat and getChatMember for a good bot, and refuses as Telegram does', async () => {
    expect((await call(good, 'getMe')).body).toMatchObject({ ok: true, result: { username: 'deals_sandbox_bot' } });
    expect((await call(UNKNOWN_BOT_TOKEN, 'getMe')).body).toEqual({
      ok: false,
      error_code: 401,
      description: 'Unauthorized',
    });
    expect((await call(good, 'getChat', { chat_id: TELEGRAM_FIXTURES.publicChat })).body.result).toMatchObject({
      id: TELEGRAM_FIXTURES.publicChatId,
      username: 'sandbox_deals',
    });
    expect((await call(good, 'getChat', { chat_id: TELEGRAM_FIXTURES.unknownChat })).body).toEqual({
      ok: false,
      error_code: 400,
      description: 'Bad Request: chat not found',
    });
    const member = await call(good, 'getChatMember', {
      chat_id: TELEGRAM_FIXTURES.publicChat,
      user_id: TELEGRAM_BOTS.notAdmin.id,
    });
    expect(member.body.result.status).toBe('member');
    const refused = await call(TELEGRAM_BOTS.notAdmin.token, 'sendMessage', {
      chat_id: TELEGRAM_FIXTURES.publicChat,
      text: 'x',
    });
    expect(refused.body).toMatchObject({
      ok: false,
      error_code: 400,
      description: expect.stringMatching(/administrator/),
    });
  });

  it('takes a PNG upload within the limits, counts the caption after entity parsing, and refuses what Telegram refuses', async () => {
    const png = makePng(1080, 1080);
    const caption = `${'&lt;'.repeat(1000)}😀😀`; // 1,000 + 4 UTF-16 units after parsing: within 1,024
    const sent = await call(good, 'sendPhoto', photo(png, caption));
    expect(sent.body).toMatchObject({ ok: true, result: { message_id: 1, photo: [{ width: 1080, height: 1080 }] } });
    expect((await call(good, 'sendPhoto', photo(png, 'x'.repeat(1025)))).body.description).toBe(
      'Bad Request: message caption is too long',
    );
    expect((await call(good, 'sendPhoto', photo(makePng(9000, 1001), ''))).body.description).toBe(
      'Bad Request: PHOTO_INVALID_DIMENSIONS',
    );
    expect((await call(good, 'sendPhoto', photo(makePng(2100, 100), ''))).body.description).toBe(
      'Bad Request: PHOTO_INVALID_DIMENSIONS',
    );
    expect(
      (await call(good, 'sendPhoto', photo(new TextEncoder().encode('not a png at all, really'), ''))).status,
    ).toBe(400);
    expect((await call(good, 'sendPhoto', photo(png, '<b>&</b>'))).body.description).toMatch(/can't parse entities/);
    expect(sandbox().telegram.messages).toHaveLength(1);
    const page = await (await fetch(`${sandbox().origin}/telegram`)).text();
    expect(page).toContain('/telegram/photo/-1001000000001/1.png');
    const image = await fetch(`${sandbox().origin}/telegram/photo/-1001000000001/1.png`);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);
  });

  it('answers 429 with retry_after while switched on, and edits and deletes the bot’s own messages', async () => {
    await fetch(`${sandbox().origin}/__sandbox/telegram/too-many`, {
      method: 'POST',
      body: JSON.stringify({ count: 1, retry_after: 3 }),
      headers: { 'Content-Type': 'application/json' },
    });
    const text = { chat_id: TELEGRAM_FIXTURES.publicChat, text: 'Deal', parse_mode: 'HTML' };
    expect((await call(good, 'sendMessage', text)).body).toEqual({
      ok: false,
      error_code: 429,
      description: 'Too Many Requests: retry after 3',
      parameters: { retry_after: 3 },
    });
    const sent = await call(good, 'sendMessage', text);
    expect(sent.body.result.message_id).toBe(1);
    const edit = { chat_id: TELEGRAM_FIXTURES.publicChat, message_id: 1 };
    expect(
      (await call(good, 'editMessageText', { ...edit, text: 'Deal, <b>updated</b>', parse_mode: 'HTML' })).body.result
        .text,
    ).toBe('Deal, updated');
    expect(
      (await call(good, 'editMessageReplyMarkup', { ...edit, reply_markup: { inline_keyboard: [] } })).body.ok,
    ).toBe(true);
    expect((await call(good, 'editMessageCaption', { ...edit, caption: 'x' })).body.description).toMatch(/no caption/);
    expect((await call(good, 'deleteMessage', edit)).body).toEqual({ ok: true, result: true });
    const listed = (await (await fetch(`${sandbox().origin}/__sandbox/telegram`)).json()) as {
      data: { posts: unknown[] };
    };
    expect(listed.data.posts).toEqual([expect.objectContaining({ message_id: 1, deleted: true, edited: true })]);
  });
});
