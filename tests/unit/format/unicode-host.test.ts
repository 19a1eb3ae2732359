import { domainToUnicode } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodePunycode, unicodeHost } from '../../../lib/format/unicode-host';

describe('unicodeHost', () => {
  it('decodes IDNA labels as Node’s own decoder does', () => {
    for (const host of [
      'xn--80ak6aa92e.com',
      'www.xn--h2brj9c.xn--h2brj9c',
      'xn--bcher-kva.example',
      'xn--mnchen-3ya.de',
      'shop.xn--fiqs8s',
      'xn--i-7iq.ws',
      'xn--ls8h.la',
    ]) {
      expect(unicodeHost(host), host).toBe(domainToUnicode(host));
    }
  });

  it('gives Hindi and emoji hosts in the script a person reads', () => {
    expect(unicodeHost('xn--h2brj9c.xn--h2brj9c')).toBe('भारत.भारत');
    expect(unicodeHost('xn--ls8h.la')).toBe('💩.la');
  });

  it('leaves ASCII hosts and labels that are not valid Punycode as they are', () => {
    expect(unicodeHost('www.kiranabasket.in')).toBe('www.kiranabasket.in');
    expect(unicodeHost('xn--.example')).toBe('xn--.example');
    expect(unicodeHost('xn--zz!.example')).toBe('xn--zz!.example');
    expect(decodePunycode('99999999999999999999')).toBeNull();
  });
});
