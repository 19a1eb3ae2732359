// Requests for any host but the sandbox's own: a merchant's product page (Chromium maps merchant domains
// here with --host-resolver-rules), the tracking host's redirect, and short links.
import type { Context } from 'hono';
import { productsFor } from './data/products';
import { FIXTURES } from './fixtures';
import { productPhoto } from './product-photo';
import { hashSeed } from './random';
import type { Runtime } from './runtime';
import { campaignForUrl, SHORT_HOST, TRACKING_HOST } from './tracking';

const OWN_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]', '0.0.0.0']);

export function isOwnHost(hostHeader: string | undefined): boolean {
  if (!hostHeader) return true;
  const host = hostHeader.replace(/:\d+$/, '').toLowerCase();
  return OWN_HOSTS.has(host);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function titleCase(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/** A product page's prices: the fixture's own (sandbox/fixtures.ts), else made from the address. */
function pricesOf(host: string, path: string): { price: number; mrp: number } {
  const fixture = new URL(FIXTURES.productPageUrl);
  if (host === fixture.hostname && path === fixture.pathname) {
    return { price: FIXTURES.productPrice, mrp: FIXTURES.productMrp };
  }
  const price = 299 + (hashSeed(host, path) % 4700);
  return { price, mrp: Math.round((price * 1.6) / 10) * 10 - 1 };
}

/** JSON inside a <script>: no `<` that could end it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A product's structured data as stores write it: schema.org Product JSON-LD, Open Graph, and microdata. */
function productData(p: { name: string; store: string; price: number; mrp: number; image: string; url: string }) {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, name: p.store }] },
      {
        '@type': 'Product',
        name: p.name,
        image: [p.image],
        brand: { '@type': 'Brand', name: p.store },
        offers: {
          '@type': 'Offer',
          url: p.url,
          price: p.price.toFixed(2),
          priceCurrency: 'INR',
          availability: 'https://schema.org/InStock',
          priceSpecification: [
            {
              '@type': 'UnitPriceSpecification',
              priceType: 'https://schema.org/ListPrice',
              price: p.mrp,
              priceCurrency: 'INR',
            },
          ],
        },
      },
    ],
  };
  const head = `<meta property="og:type" content="product">
<meta property="og:image" content="${escapeHtml(p.image)}">
<meta property="product:price:amount" content="${p.price.toFixed(2)}">
<meta property="product:price:currency" content="INR">
<script type="application/ld+json">${scriptJson(jsonLd)}</script>`;
  const price = `<p class="price" itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span itemprop="priceCurrency" content="INR">₹</span><span itemprop="price" content="${p.price.toFixed(2)}">${p.price.toLocaleString('en-IN')}</span> <s>MRP ₹${p.mrp.toLocaleString('en-IN')}</s></p>
<img src="${escapeHtml(p.image)}" alt="${escapeHtml(p.name)}" width="240" height="240">`;
  return { head, price };
}

function merchantPage(rt: Runtime, c: Context): Response {
  const url = new URL(c.req.url);
  const host = (c.req.header('host') ?? url.host).replace(/:\d+$/, '').toLowerCase();
  const campaign = campaignForUrl(rt.state, `https://${host}${url.pathname}`);
  const store = campaign?.name ?? host.replace(/^(www|m)\./, '');
  const slug = url.pathname.split('/').filter(Boolean).pop();
  const catalogue = productsFor(campaign?.categoryIds[0] ?? 15);
  const product = slug ? titleCase(slug.replace(/\.\w+$/, '')) : catalogue[hashSeed(host) % catalogue.length]!;
  const { price, mrp } = pricesOf(host, url.pathname);
  const title = `${product} | ${store}`;
  const description = `Buy ${product} online at ${store}. Free delivery on prepaid orders, easy 7-day returns.`;
  // A product page has its structured data; the home page and /info/ pages have none.
  const structured =
    slug && !url.pathname.startsWith('/info/')
      ? productData({
          name: product,
          store,
          price,
          mrp,
          image: `${url.protocol}//${url.host}/images/${encodeURIComponent(slug)}.png`,
          url: url.href,
        })
      : null;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
<meta property="og:title" content="${escapeHtml(product)}">
<meta property="og:description" content="${escapeHtml(description)}">
<meta property="og:site_name" content="${escapeHtml(store)}">
${structured?.head ?? ''}
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem}.price{font-size:1.5rem;font-weight:600}</style>
</head>
<body>
<header><strong>${escapeHtml(store)}</strong></header>
<main${structured ? ' itemscope itemtype="https://schema.org/Product"' : ''}>
<h1${structured ? ' itemprop="name"' : ''}>${escapeHtml(product)}</h1>
${structured?.price ?? `<p class="price">₹${price.toLocaleString('en-IN')}</p>`}
<p>${escapeHtml(description)}</p>
<button type="button">Add to cart</button>
</main>
</body>
</html>
`;
  return c.html(html) as Response;
}

/** A product photo (`/images/<slug>.png`), readable by any origin as store CDNs serve them. */
function photo(path: string): Response {
  const name = decodeURIComponent(path.slice('/images/'.length).replace(/\.png$/, ''));
  return new Response(new Uint8Array(productPhoto(name)), {
    headers: {
      'Content-Type': 'image/png',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}

/** Tracking links redirect to the merchant URL; short links to their tracking link. */
export function foreignHost(rt: Runtime, c: Context): Response {
  const host = (c.req.header('host') ?? '').replace(/:\d+$/, '').toLowerCase();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    return c.text('Method not allowed on a merchant page', 405) as Response;
  }
  const url = new URL(c.req.url);
  if (host === TRACKING_HOST && url.pathname === '/track') {
    const target = url.searchParams.get('url');
    if (target && /^https?:\/\//.test(target)) return c.redirect(target, 302) as Response;
    return c.text('Missing or invalid url parameter', 400) as Response;
  }
  if (host === SHORT_HOST) {
    const target = rt.state.shortLinks.get(url.pathname.slice(1));
    return target ? (c.redirect(target, 302) as Response) : (c.text('Short link not found', 404) as Response);
  }
  if (/^\/images\/[^/]+\.png$/.test(url.pathname)) return photo(url.pathname);
  return merchantPage(rt, c);
}
