// Issue 44 item 1: what leaves the background is masked at one exit (key-mask.ts's maskValue): a key or bot token
// as written, URL-encoded (either case of hex), JSON-escaped, and a token by its secret part alone.
import { describe, expect, it } from 'vitest';
import { maskKeys, maskValue, rememberKey } from '../../../lib/core/background/key-mask';
import { GOOD_KEY } from './fake-api';
import { useBackground } from './harness';

const TOKEN = '7000000123:AAHsecretPartOfTheBotTokenXyZ-_0123';
const SECRET = TOKEN.split(':')[1] ?? '';
const TAIL = `••••${TOKEN.slice(-4)}`;

useBackground();

describe('the exit mask', () => {
  it('recognises a bot token as written, URL-encoded, JSON-escaped and by its secret part', () => {
    rememberKey(TOKEN);
    for (const form of [
      TOKEN,
      encodeURIComponent(TOKEN),
      TOKEN.replace(':', '%3a'),
      SECRET,
      encodeURIComponent(SECRET),
    ]) {
      const masked = maskKeys(`GET https://api.telegram.org/bot${form}/sendMessage failed`);
      expect(masked, form).not.toContain(SECRET);
      expect(masked, form).toContain(TAIL);
    }
    const answer = maskValue({ ok: false, error: { message: `url=${encodeURIComponent(`https://x/bot${TOKEN}`)}` } });
    expect(JSON.stringify(answer)).not.toContain(SECRET);
  });

  it('masks a key echoed URL-encoded', () => {
    const keyWithSigns = `${GOOD_KEY}+/=`;
    rememberKey(keyWithSigns);
    const text = `redirect to https://x.example/?k=${encodeURIComponent(keyWithSigns)}`;
    expect(maskKeys(text)).toBe(`redirect to https://x.example/?k=••••${keyWithSigns.slice(-4)}`);
  });
});
