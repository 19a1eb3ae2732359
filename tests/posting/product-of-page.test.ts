// A product page's own words, judged as untrusted: JSON-LD first (in @graph, with a list price, an offer array, an
// ImageObject), then microdata and Open Graph; plain text only, numbers checked, only http(s) photos; the page's title
// when there is nothing else.
import { describe, expect, it } from 'vitest';
import { findProductNode, productOfPage } from '../../lib/posting/product/product-of-page';

const PAGE = 'https://m.styleloom.in/p/linen-kurta-blue';
const NOW = new Date('2026-11-29T08:35:00Z');
const raw = (over: Partial<{ title: string; jsonLd: string[]; meta: object; microdata: object }>) => ({
  title: 'Linen Kurta | StyleLoom',
  jsonLd: [],
  meta: {},
  microdata: {},
  ...over,
});

describe('a product page', () => {
  it('reads schema.org Product JSON-LD in a @graph: name, price, list price, currency, availability, photo', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'BreadcrumbList' },
        {
          '@type': ['Product'],
          name: '  Linen\nKurta   Blue ',
          image: { '@type': 'ImageObject', url: '/images/kurta.png' },
          offers: [
            {
              '@type': 'Offer',
              price: '499.00',
              priceCurrency: 'inr',
              availability: 'https://schema.org/InStock',
              priceSpecification: { priceType: 'https://schema.org/ListPrice', price: '1,299' },
            },
          ],
        },
      ],
    };
    expect(productOfPage(raw({ jsonLd: ['{oops', JSON.stringify(ld)] }), PAGE, NOW)).toEqual({
      name: 'Linen Kurta Blue',
      price: 499,
      mrp: 1299,
      currency: 'INR',
      availability: 'in_stock',
      imageUrl: 'https://m.styleloom.in/images/kurta.png',
      readAt: NOW.toISOString(),
      structured: true,
    });
  });

  it('falls back to microdata, then Open Graph', () => {
    const micro = raw({ microdata: { name: 'Rice 5 kg', price: '₹ 1,099', priceCurrency: 'INR' } });
    expect(productOfPage(micro, PAGE, NOW)).toMatchObject({ name: 'Rice 5 kg', price: 1099, currency: 'INR' });
    const og = raw({
      meta: {
        'og:title': 'Oil 1 L',
        'product:price:amount': '189.5',
        'product:price:currency': 'INR',
        'og:image': 'https://cdn.example/oil.jpg',
      },
    });
    expect(productOfPage(og, PAGE, NOW)).toMatchObject({
      name: 'Oil 1 L',
      price: 189.5,
      imageUrl: 'https://cdn.example/oil.jpg',
      structured: true,
    });
  });

  it('without product data, the page’s title, said so (structured: false, no price)', () => {
    const plain = raw({ title: 'Size Guide | StyleLoom', meta: { 'og:title': 'Size Guide' } });
    expect(productOfPage(plain, PAGE, NOW)).toMatchObject({
      name: 'Size Guide | StyleLoom',
      price: null,
      structured: false,
    });
    expect(productOfPage(raw({ title: '' }), PAGE, NOW)).toBeNull();
    expect(productOfPage('not an object', PAGE, NOW)).toBeNull();
  });

  it('treats the page’s words as untrusted: text only, capped; only http(s) photos; prices checked', () => {
    const hostile = {
      '@type': 'Product',
      name: `<img src=x onerror=alert(1)>\u202e${'A'.repeat(1000)}`,
      image: 'javascript:alert(1)',
      offers: { price: '-5', priceCurrency: 'RUPEES' },
    };
    const product = productOfPage(raw({ jsonLd: [JSON.stringify(hostile)] }), PAGE, NOW)!;
    expect(product.name.length).toBeLessThanOrEqual(300);
    expect(product.name.startsWith('<img src=x onerror=alert(1)>')).toBe(true); // kept as text, shown as text
    expect(product.name).not.toContain('\u202e');
    expect(product.imageUrl).toBeNull();
    expect(product.price).toBeNull();
    expect(product.currency).toBeNull();
    for (const image of ['data:image/png;base64,AAAA', 'file:///etc/passwd', 'https://user:pw@cdn.example/x.png']) {
      expect(productOfPage(raw({ meta: { 'og:title': 'x', 'og:image': image } }), PAGE, NOW)?.imageUrl).toBeNull();
    }
    expect(productOfPage(raw({ microdata: { name: 'x', price: '1e9999' } }), PAGE, NOW)?.price).toBeNull();
  });

  it('stops walking a deep or huge JSON-LD', () => {
    let deep: unknown = { '@type': 'Product', name: 'Too deep' };
    for (let i = 0; i < 50; i++) deep = { '@graph': [deep] };
    expect(findProductNode([JSON.stringify(deep)])).toBeNull();
    const wide = { '@graph': [...Array.from({ length: 5000 }, () => ({ '@type': 'Thing' })), { '@type': 'Product' }] };
    expect(findProductNode([JSON.stringify(wide)])).toBeNull();
  });
});
