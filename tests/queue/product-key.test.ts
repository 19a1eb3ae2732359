import { describe, expect, it, vi } from 'vitest';
import { productKey, resolveProductKey, sameProduct, textProductKey } from '../../lib/queue/product-key';

describe('productKey', () => {
  it('reads Amazon’s ASIN from every product address form and country site', () => {
    const forms = [
      'https://www.amazon.in/dp/B0CHX1W1XY',
      'https://www.amazon.in/Apple-iPhone-15-128-GB/dp/B0CHX1W1XY/ref=sr_1_1?crid=2&keywords=iphone&qid=1&sr=8-1',
      'https://amazon.in/gp/product/B0CHX1W1XY?tag=mytag-21&linkCode=ll1',
      'https://www.amazon.in/gp/aw/d/B0CHX1W1XY/?psc=1',
      'https://m.amazon.in/dp/b0chx1w1xy#customerReviews',
      'https://www.amazon.com/dp/B0CHX1W1XY?th=1',
      'https://www.amazon.co.uk/gp/product/B0CHX1W1XY',
      'http://www.amazon.de/-/en/dp/B0CHX1W1XY/',
    ];
    for (const url of forms) expect(productKey(url), url).toBe('amazon:B0CHX1W1XY');
    expect(productKey('https://www.amazon.in/dp/B0CHX1W1XZ')).not.toBe('amazon:B0CHX1W1XY');
  });

  it('does not take a look-alike host for Amazon', () => {
    expect(productKey('https://amazon.in.evil.test/dp/B0CHX1W1XY')).not.toMatch(/^amazon:/);
    expect(productKey('https://notamazon.in/dp/B0CHX1W1XY')).not.toMatch(/^amazon:/);
  });

  it('reads Flipkart’s product id', () => {
    const a =
      'https://www.flipkart.com/apple-iphone-15-black-128-gb/p/itm6ac6485515ae4?pid=MOBGTAGPTB3VS24W&lid=LSTMOB&marketplace=FLIPKART&affid=me';
    const b = 'https://dl.flipkart.com/dl/apple-iphone-15/p/itm6ac6485515ae4?pid=MOBGTAGPTB3VS24W';
    expect(productKey(a)).toBe('flipkart:MOBGTAGPTB3VS24W');
    expect(productKey(b)).toBe('flipkart:MOBGTAGPTB3VS24W');
  });

  it('drops tracking parameters, the fragment, www and a trailing slash from any other page', () => {
    const key = productKey(
      'https://www.myntra.com/tshirts/roadster/123/buy/?utm_source=tg&utm_medium=x&fbclid=abc&gclid=1#top',
    );
    expect(key).toBe('myntra.com/tshirts/roadster/123/buy');
    expect(productKey('http://myntra.com/tshirts/roadster/123/buy')).toBe(key);
    // The page's own parameters stay, in one order.
    expect(productKey('https://shop.test/item?size=m&id=7&utm_campaign=z')).toBe(
      productKey('https://shop.test/item?id=7&size=m'),
    );
    expect(productKey('https://shop.test/item?id=7')).not.toBe(productKey('https://shop.test/item?id=8'));
  });

  it('has no key for what is not a web address', () => {
    expect(productKey('javascript:alert(1)')).toBeNull();
    expect(productKey('not a link')).toBeNull();
  });
});

describe('resolveProductKey and sameProduct', () => {
  const expansions: Record<string, string> = {
    'https://amzn.to/3abcDEF': 'https://www.amazon.in/Apple-iPhone/dp/B0CHX1W1XY?tag=someone-21&ref_=as_li',
    'https://fkrt.it/xyz': 'https://www.flipkart.com/x/p/itm1?pid=MOBGTAGPTB3VS24W&affid=other',
  };
  const expand = vi.fn(async (url: string) => {
    const to = expansions[url];
    if (!to) throw new Error(`not a known short link: ${url}`);
    return to;
  });

  it('compares a store short link by where it leads', async () => {
    expect(await sameProduct('https://amzn.to/3abcDEF', 'https://www.amazon.in/dp/B0CHX1W1XY', expand)).toBe(true);
    expect(
      await sameProduct('https://fkrt.it/xyz', 'https://www.flipkart.com/y/p/itm2?pid=MOBGTAGPTB3VS24W', expand),
    ).toBe(true);
    expect(await sameProduct('https://amzn.to/3abcDEF', 'https://www.amazon.in/dp/B0OTHER001', expand)).toBe(false);
  });

  it('expands only short links, and not when the link already names the product', async () => {
    expand.mockClear();
    expect(await resolveProductKey('https://www.amazon.in/dp/B0CHX1W1XY', expand)).toBe('amazon:B0CHX1W1XY');
    expect(await resolveProductKey('https://dl.flipkart.com/dl/x/p/itm1?pid=ABC123', expand)).toBe('flipkart:ABC123');
    expect(expand).not.toHaveBeenCalled();
    expect(await resolveProductKey('https://amzn.to/3abcDEF', expand)).toBe('amazon:B0CHX1W1XY');
    expect(expand).toHaveBeenCalledWith('https://amzn.to/3abcDEF');
  });

  it('lets a failed expansion fail (the caller says the guard could not check)', async () => {
    await expect(resolveProductKey('https://amzn.to/unknown', expand)).rejects.toThrow('not a known short link');
  });
});

describe('textProductKey', () => {
  const track = (page: string, tag: string) =>
    `https://track.sandbox-affiliate.test/track?cid=501&url=${encodeURIComponent(page)}&subid5=${tag}`;
  const noExpand = vi.fn(async (url: string) => url);

  it('keys a converted post by the pages its tracking links lead to, whatever their tags and order', async () => {
    const cooker = 'https://www.amazon.in/Cooker/dp/B0CHX1W1XY?tag=x-21';
    const rice = 'https://www.kiranabasket.in/rice?utm_source=tg';
    const a = await textProductKey(`Deals\n${track(cooker, 'aaaa')}\nand ${track(rice, 'bbbb')}.`, noExpand);
    const b = await textProductKey(`Again: ${track(rice, 'cccc')} then ${track(cooker, 'dddd')}`, noExpand);
    expect(a).toBe('text:amazon:B0CHX1W1XY kiranabasket.in/rice');
    expect(b).toBe(a);
    expect(await textProductKey(`Only ${track(rice, 'eeee')}`, noExpand)).not.toBe(a);
  });

  it('takes the page the link history knows for a link, such as a network short link', async () => {
    const pages = new Map([
      ['https://sandbox.link/Ab1', 'https://www.kiranabasket.in/rice'],
      ['https://sandbox.link/Zz9', 'https://www.kiranabasket.in/rice'],
    ]);
    const pageOf = (link: string) => pages.get(link);
    const first = await textProductKey('Rice https://sandbox.link/Ab1', noExpand, pageOf);
    expect(first).toBe('text:kiranabasket.in/rice');
    expect(await textProductKey('Rice again https://sandbox.link/Zz9', noExpand, pageOf)).toBe(first);
    // A short link nobody recorded is keyed as it is.
    expect(await textProductKey('Rice https://sandbox.link/Qq7', noExpand, pageOf)).toBe('text:sandbox.link/Qq7');
  });

  it('is null for a text without a web link', async () => {
    expect(await textProductKey('No links here, only words.', noExpand)).toBeNull();
    expect(await textProductKey('ftp://files.example.com/a', noExpand)).toBeNull();
  });
});
