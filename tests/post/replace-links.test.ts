// The converted post equals the pasted post everywhere except the replaced links, byte for byte.
import { describe, expect, it } from 'vitest';
import { extractLinks } from '../../lib/post/extract-links';
import { replaceLinks } from '../../lib/post/replace-links';

const POST = [
  '🔥 आज की डील 🔥',
  'Rice (https://www.kiranabasket.in/p/rice) ₹399',
  'Kurta: https://m.styleloom.in/kurta.',
  'Again: https://www.kiranabasket.in/p/rice!',
  'Blog: https://dailyrecipes.net/dal\r\n',
  '\tCopy: [here](www.voltix.co.in/c) “quoted” \u200b end',
].join('\n');

const NEW: Record<string, string> = {
  'https://www.kiranabasket.in/p/rice': 'https://track.example/t?u=1',
  'https://m.styleloom.in/kurta': 'https://s.example/AbC',
  'https://www.voltix.co.in/c': 'https://track.example/t?u=(2)',
};

describe('replaceLinks', () => {
  it('replaces every occurrence of a mapped link and leaves every other byte alone', () => {
    const links = extractLinks(POST);
    const out = replaceLinks(POST, links, (key) => NEW[key]);
    // Walk both: outside the replaced spans, the output is the input exactly.
    let inAt = 0;
    let outAt = 0;
    for (const link of links) {
      const next = NEW[link.key];
      if (!next) continue;
      const between = POST.slice(inAt, link.start);
      expect(out.slice(outAt, outAt + between.length)).toBe(between);
      outAt += between.length;
      expect(out.slice(outAt, outAt + next.length)).toBe(next);
      outAt += next.length;
      inAt = link.end;
    }
    expect(out.slice(outAt)).toBe(POST.slice(inAt));
    expect(Buffer.from(out.slice(outAt))).toEqual(Buffer.from(POST.slice(inAt)));
  });

  it('gives exactly the expected text (both rice links, the full stop and brackets outside)', () => {
    const out = replaceLinks(POST, extractLinks(POST), (key) => NEW[key]);
    expect(out).toBe(
      [
        '🔥 आज की डील 🔥',
        'Rice (https://track.example/t?u=1) ₹399',
        'Kurta: https://s.example/AbC.',
        'Again: https://track.example/t?u=1!',
        'Blog: https://dailyrecipes.net/dal\r\n',
        '\tCopy: [here](https://track.example/t?u=(2)) “quoted” \u200b end',
      ].join('\n'),
    );
  });

  it('returns the post unchanged, byte for byte, when nothing is replaced', () => {
    const out = replaceLinks(POST, extractLinks(POST), () => undefined);
    expect(Buffer.from(out, 'utf8').equals(Buffer.from(POST, 'utf8'))).toBe(true);
  });

  it('leaves a user-info link exactly as written when it is not mapped', () => {
    const post = 'Beware https://www.amazon.in@evil.test/deal. and https://m.styleloom.in/kurta';
    const out = replaceLinks(post, extractLinks(post), (key) => NEW[key]);
    expect(out).toBe('Beware https://www.amazon.in@evil.test/deal. and https://s.example/AbC');
  });
});
