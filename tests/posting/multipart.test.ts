// @vitest-environment node
// sendPhoto's multipart body, written byte for byte: a caption reaches Telegram (the sandbox, over real HTTP) exactly
// as it was checked, LF as LF; what a CR would cost; a boundary never inside a part.
import { describe, expect, it } from 'vitest';
import { multipartBody } from '../../lib/posting/multipart';
import { createTelegramClient } from '../../lib/posting/telegram-client';
import { TELEGRAM_BOTS, TELEGRAM_FIXTURES } from '../../sandbox/telegram/fixtures';
import { useSandbox } from '../sandbox/helpers';
import { makePng } from './png-fixture';

const sandbox = useSandbox({ fresh: true });
const token = TELEGRAM_BOTS.good.token;

/** A caption of exactly `length` UTF-16 units with a line break every 40. */
function captionOf(length: number, lineBreak: string): string {
  const lines: string[] = [];
  let used = 0;
  while (used < length) {
    const line = 'x'.repeat(Math.min(39, length - used));
    used += line.length;
    lines.push(line);
    if (used < length) used += 1;
  }
  return lines.join(lineBreak);
}

function photoParts(caption: string, png = makePng(400, 300)) {
  return [
    { name: 'chat_id', value: TELEGRAM_FIXTURES.publicChat },
    { name: 'photo', file: png, filename: 'deal-card.png', type: 'image/png' },
    { name: 'caption', value: caption },
  ];
}

async function fields(body: ReturnType<typeof multipartBody>) {
  return new Response(body.body, { headers: { 'Content-Type': body.contentType } }).formData();
}

describe('multipart body', () => {
  it('reaches Telegram with the caption exactly as written: LF as LF, emoji and Hindi intact', async () => {
    const caption = '🔥 आज की डील\nRice ₹399\n\nhttps://example.com/p?a=1&b=2';
    const client = createTelegramClient({ fetch: (u, i) => fetch(u, i), base: async () => sandbox().origin });
    await client.call(token, 'sendPhoto', multipartBody(photoParts(caption)));
    expect(sandbox().telegram.messages).toHaveLength(1);
    expect(sandbox().telegram.messages[0]?.sent).toBe(caption);
  });

  it('a caption of exactly 1,024 characters with line breaks is accepted as LF; the same sent with CRLF is too long', async () => {
    const client = createTelegramClient({ fetch: (u, i) => fetch(u, i), base: async () => sandbox().origin });
    const lf = captionOf(1024, '\n');
    expect(lf.length).toBe(1024);
    await client.call(token, 'sendPhoto', multipartBody(photoParts(lf)));
    // What a browser's FormData sends for the same text (Chromium writes each LF as CRLF): 25 characters more.
    const crlf = lf.replace(/\n/g, '\r\n');
    await expect(client.call(token, 'sendPhoto', multipartBody(photoParts(crlf)))).rejects.toMatchObject({
      code: 400,
      description: 'Bad Request: message caption is too long',
    });
    expect(sandbox().telegram.messages.map((m) => m.sent)).toEqual([lf]);
  });

  it('parses back to the same fields and the same file bytes', async () => {
    const png = makePng(120, 80);
    const form = await fields(multipartBody([...photoParts('a\nb', png), { name: 'parse_mode', value: 'HTML' }]));
    expect(form.get('caption')).toBe('a\nb');
    expect(form.get('parse_mode')).toBe('HTML');
    const file = form.get('photo') as File;
    expect(file.name).toBe('deal-card.png');
    expect(file.type).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png);
  });

  it('picks another boundary when a part holds the first one', async () => {
    // random() = 0 first gives the boundary "----AffiliateLinkMaker000…0"; the file holds it.
    const first = `------AffiliateLinkMaker${'0'.repeat(24)}`;
    const file = new TextEncoder().encode(`start ${first} end`);
    let calls = 0;
    const random = () => (calls++ < 24 ? 0 : 0.5);
    const body = multipartBody([{ name: 'photo', file, filename: 'x.png', type: 'image/png' }], random);
    expect(body.contentType).not.toContain('0'.repeat(24));
    const got = (await fields(body)).get('photo') as File;
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(file);
  });

  it('refuses a name that would break its header', () => {
    expect(() => multipartBody([{ name: 'cap"tion', value: 'x' }])).toThrow(/Not a plain multipart name/);
  });
});
