import { domainToASCII, domainToUnicode } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodePunycode, unicodeHost } from '../../../lib/core/format/unicode-host';

describe('unicodeHost', () => {
  it('decodes IDNA labels as Node’s own decoder does', () => {
    for (const host of [
      'xn--e1afmkfd.com',
      'www.xn--h2brj9c.xn--h2brj9c',
      'xn--bcher-kva.example',
      'xn--mnchen-3ya.de',
      'shop.xn--fiqs8s',
      'xn--p1ai.xn--p1ai',
    ]) {
      expect(unicodeHost(host), host).toBe(domainToUnicode(host));
    }
  });

  it('gives Hindi, Chinese and Japanese hosts in the script a person reads', () => {
    expect(unicodeHost('xn--h2brj9c.xn--h2brj9c')).toBe('भारत.भारत');
    expect(unicodeHost('shop.xn--fiqs8s')).toBe('shop.中国');
    // Latin, Han and kana are written together: one label may hold them all.
    expect(unicodeHost(domainToASCII('abcテスト漢字.jp'))).toBe('abcテスト漢字.jp');
  });

  it('keeps a look-alike host in punycode, as Chrome’s address bar does (attack: Cyrillic а in amazon)', () => {
    // www.аmazon.in: Cyrillic а (U+0430) followed by Latin "mazon" in one label.
    expect(decodePunycode('mazon-3ve')).toBe('\u0430mazon');
    expect(unicodeHost('www.xn--mazon-3ve.in')).toBe('www.xn--mazon-3ve.in');
    // Greek ο inside a Latin word, and Latin with Cyrillic in either order.
    expect(unicodeHost(domainToASCII('gοogle.com'))).toBe(domainToASCII('gοogle.com'));
    expect(unicodeHost(domainToASCII('pаypal.com'))).toMatch(/^xn--/);
    // The classic: аррӏе.com, all Cyrillic, every letter a Latin look-alike.
    expect(unicodeHost('xn--80ak6aa92e.com')).toBe('xn--80ak6aa92e.com');
    // A whole-Cyrillic label of letters that all look Latin ("аре", "сорру") stays ASCII outside Cyrillic TLDs...
    expect(unicodeHost(domainToASCII('аре.com'))).toBe(domainToASCII('аре.com'));
    expect(unicodeHost(domainToASCII('сорру.in'))).toMatch(/^xn--/);
    // ...and is shown under .рф, where Cyrillic names are expected.
    expect(unicodeHost(domainToASCII('аре.рф'))).toBe('аре.рф');
    // Emoji and symbols are not letters of any script.
    expect(unicodeHost('xn--ls8h.la')).toBe('xn--ls8h.la');
    expect(unicodeHost('xn--i-7iq.ws')).toBe('xn--i-7iq.ws');
    // Only the unsafe label keeps its ASCII form.
    expect(unicodeHost(`${domainToASCII('пример.com').split('.')[0]}.${domainToASCII('pаypal.com')}`)).toBe(
      `пример.${domainToASCII('pаypal.com')}`,
    );
  });

  it('leaves ASCII hosts and labels that are not valid Punycode as they are', () => {
    expect(unicodeHost('www.kiranabasket.in')).toBe('www.kiranabasket.in');
    expect(unicodeHost('xn--.example')).toBe('xn--.example');
    expect(unicodeHost('xn--zz!.example')).toBe('xn--zz!.example');
    expect(decodePunycode('99999999999999999999')).toBeNull();
  });
});
