// The table of other publishers' parameters: for each store, every parameter taken off and every product parameter
// kept; the rest of the address left as written.
import { describe, expect, it } from 'vitest';
import { withoutForeignParams } from '../../lib/core/foreign-params';

const removedOf = (url: string) => withoutForeignParams(url).removed;
const cleaned = (url: string) => withoutForeignParams(url).url;

describe('Amazon', () => {
  const product = 'https://www.amazon.in/dp/B0CX23V2ZK';
  it.each(['tag', 'ascsubtag', 'linkCode', 'linkId', 'creative', 'creativeASIN', 'camp'])('removes %s', (name) => {
    const url = `${product}?th=1&${name}=someoneelse-21&psc=1`;
    expect(removedOf(url)).toEqual([name]);
    expect(cleaned(url)).toBe(`${product}?th=1&psc=1`);
  });
  it.each(['th', 'psc', 'smid', 'keywords', 'ref_', 'size', 'colour'])('keeps %s', (name) => {
    const url = `${product}?${name}=1`;
    expect(withoutForeignParams(url)).toEqual({ url, removed: [] });
  });
  it('removes them on every Amazon store and subdomain, and all of them at once', () => {
    for (const host of ['amazon.com', 'www.amazon.co.uk', 'smile.amazon.de', 'www.amazon.com.au']) {
      expect(removedOf(`https://${host}/dp/B0?tag=x-20`), host).toEqual(['tag']);
    }
    const url = `${product}?tag=a-21&linkCode=ll1&linkId=abc&ascsubtag=s&th=1`;
    expect(withoutForeignParams(url)).toEqual({
      url: `${product}?th=1`,
      removed: ['tag', 'linkCode', 'linkId', 'ascsubtag'],
    });
  });
  it('keeps `tag` on a host that only looks like Amazon', () => {
    for (const url of [
      'https://amazon.example.com/p?tag=x',
      'https://notamazon.in/p?tag=x',
      'https://myshop.in/p?tag=summer',
    ]) {
      expect(removedOf(url), url).toEqual([]);
    }
  });
});

describe('Flipkart', () => {
  const product = 'https://www.flipkart.com/kurta/p/itm123';
  it.each(['affid', 'affExtParam1', 'affExtParam2', 'affExtParam10'])('removes %s', (name) => {
    const url = `${product}?pid=KTAG&${name}=someoneelse&lid=LST`;
    expect(removedOf(url)).toEqual([name]);
    expect(cleaned(url)).toBe(`${product}?pid=KTAG&lid=LST`);
  });
  it.each(['pid', 'lid', 'marketplace', 'size', 'color'])('keeps %s', (name) => {
    const url = `${product}?${name}=FLIPKART`;
    expect(removedOf(url)).toEqual([]);
  });
  it('removes them on dl.flipkart.com too, and not `affid` on another store', () => {
    expect(removedOf('https://dl.flipkart.com/dl/p/itm1?affid=x')).toEqual(['affid']);
    expect(removedOf('https://www.kiranabasket.in/p?affid=x')).toEqual([]);
  });
});

describe('any store (generic)', () => {
  const page = 'https://www.kiranabasket.in/p/rice-5kg';
  it.each([
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'UTM_Content',
    'gclid',
    'fbclid',
    'msclkid',
    'dclid',
    'irclickid',
    'clickid',
    'subid',
  ])('removes %s', (name) => {
    expect(removedOf(`${page}?${name}=x&size=5kg`)).toEqual([name]);
    expect(cleaned(`${page}?${name}=x&size=5kg`)).toBe(`${page}?size=5kg`);
  });
  it.each(['size', 'colour', 'variant', 'sku', 'id', 'q'])('keeps %s', (name) => {
    expect(removedOf(`${page}?${name}=1`)).toEqual([]);
  });
  it('leaves the rest of the address as written: encoding, order, fragment; and drops an emptied `?`', () => {
    const url = `${page}?q=rice%20basmati&utm_source=tg&x=a+b#reviews`;
    expect(cleaned(url)).toBe(`${page}?q=rice%20basmati&x=a+b#reviews`);
    expect(cleaned(`${page}?utm_source=tg#top`)).toBe(`${page}#top`);
  });
  it('returns what is not an http(s) URL unchanged', () => {
    for (const link of ['not a url', 'ftp://example.com/?utm_source=x', 'https://example.com/p']) {
      expect(withoutForeignParams(link)).toEqual({ url: link, removed: [] });
    }
  });
});
