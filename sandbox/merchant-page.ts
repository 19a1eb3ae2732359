// Requests for any host but the sandbox's own: a merchant's product page (Chromium maps merchant domains
// here with --host-resolver-rules), the tracking host's redirect, and short links.
import type { Context } from 'hono';
import { productsFor } from './data/products';
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

function merchantPage(rt: Runtime, c: Context): Response {
  const url = new URL(c.req.url);
  const host = (c.req.header('host') ?? url.host).replace(/:\d+$/, '').toLowerCase();
  const campaign = campaignForUrl(rt.state, `https://${host}${url.pathname}`);
  const store = campaign?.name ?? host.replace(/^(www|m)\./, '');
  const slug = url.pathname.split('/').filter(Boolean).pop();
  const catalogue = productsFor(campaign?.categoryIds[0] ?? 15);
  const product = slug ? titleCase(slug.replace(/\.\w+$/, '')) : catalogue[hashSeed(host) % catalogue.length]!;
  const price = 299 + (hashSeed(host, url.pathname) % 4700);
  const title = `${product} | ${store}`;
  const description = `Buy ${product} online at ${store}. Free delivery on prepaid orders, easy 7-day returns.`;
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
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem}.price{font-size:1.5rem;font-weight:600}</style>
</head>
<body>
<header><strong>${escapeHtml(store)}</strong></header>
<main>
<h1>${escapeHtml(product)}</h1>
<p class="price">₹${price.toLocaleString('en-IN')}</p>
<p>${escapeHtml(description)}</p>
<button type="button">Add to cart</button>
</main>
</body>
</html>
`;
  return c.html(html) as Response;
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
  return merchantPage(rt, c);
}
