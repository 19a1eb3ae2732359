import { describe, expect, it } from 'vitest';
import { isLinkablePage, registrableDomain as registrableIn } from '../../lib/core/domain';
import { suffixList } from '../support/suffix-list';

const registrableDomain = (urlOrHost: string) => registrableIn(urlOrHost, suffixList());

describe('registrableDomain', () => {
  it.each([
    ['https://www.amazon.in/dp/B0123', 'amazon.in'],
    ['https://m.flipkart.com/item', 'flipkart.com'],
    ['http://a.b.c.shop.example.com/deep/path?q=1#x', 'example.com'],
    ['https://www.voltix.co.in/phones', 'voltix.co.in'],
    ['https://shop.voltix.co.in/', 'voltix.co.in'],
    ['https://m.shop.example.co.uk', 'example.co.uk'],
    ['https://store.example.com.au', 'example.com.au'],
    ['HTTPS://WWW.Example.COM./', 'example.com'],
    ['https://www.amazon.co.in:8443/x', 'amazon.co.in'],
    ['https://пример.рф/', 'xn--e1afmkfd.xn--p1ai'],
  ])('%s -> %s', (input, expected) => {
    expect(registrableDomain(input)).toBe(expected);
  });

  it('takes bare hosts, with or without port or path, as campaign `domain` fields give them', () => {
    expect(registrableDomain('amazon.in')).toBe('amazon.in');
    expect(registrableDomain('www.kiranabasket.in')).toBe('kiranabasket.in');
    expect(registrableDomain('m.styleloom.in:8080/kurta')).toBe('styleloom.in');
    expect(registrableDomain('  Voltix.CO.IN  ')).toBe('voltix.co.in');
  });

  it('keeps stores on a shared hosting suffix apart (private part of the Public Suffix List)', () => {
    expect(registrableDomain('https://myshop.myshopify.com/')).toBe('myshop.myshopify.com');
    expect(registrableDomain('https://www.othershop.myshopify.com/')).toBe('othershop.myshopify.com');
  });

  it('gives a top-level domain the bundled list does not know its implicit `*` rule (new TLDs come first)', () => {
    expect(registrableDomain('https://www.brand.zzfuturetld/')).toBe('brand.zzfuturetld');
    expect(registrableDomain('shop.a.brand.zzfuturetld')).toBe('brand.zzfuturetld');
    expect(registrableDomain('zzfuturetld')).toBeNull();
  });

  it.each([
    ['http://192.168.1.10/shop'],
    ['http://service.internal/'],
    ['http://site.test/'],
    ['http://127.0.0.1:8787/'],
    ['http://[::1]/'],
    ['10.0.0.1'],
    ['http://localhost:3000/'],
    ['localhost'],
    ['http://intranet/'],
    ['http://printer.local/'],
    ['co.in'],
    ['https://co.uk/'],
    [''],
    ['   '],
  ])('%s has no registrable domain', (input) => {
    expect(registrableDomain(input)).toBeNull();
  });

  it.each([
    ['chrome://extensions/'],
    ['chrome-extension://abcdefghijklmnop/popup.html'],
    ['moz-extension://1234-5678/options.html'],
    ['about:blank'],
    ['about:newtab'],
    ['file:///home/me/page.html'],
    ['view-source:https://www.amazon.in/'],
    ['data:text/html,<p>hi</p>'],
    ['javascript:alert(1)'],
    ['ftp://files.example.com/'],
    ['edge://settings'],
  ])('%s is not a web page: null', (input) => {
    expect(registrableDomain(input)).toBeNull();
  });
});

describe('isLinkablePage', () => {
  it.each([
    ['https://www.amazon.in/dp/B0123', true],
    ['http://m.styleloom.in/kurta', true],
    ['http://127.0.0.1:8787/product', true],
    ['chrome://newtab/', false],
    ['about:blank', false],
    ['file:///tmp/x.html', false],
    ['chrome-extension://abc/popup.html', false],
    ['moz-extension://abc/popup.html', false],
    ['view-source:https://www.amazon.in/', false],
    ['data:text/html,hi', false],
    ['', false],
    ['not a url', false],
  ])('%s -> %s', (url, expected) => {
    expect(isLinkablePage(url)).toBe(expected);
  });

  it('is false for a tab with no URL', () => {
    expect(isLinkablePage(undefined)).toBe(false);
    expect(isLinkablePage(null)).toBe(false);
  });
});
