// A product page's own structured data as the Post dialog uses it: the name, price, MRP, currency, availability and
// photo, from schema.org Product JSON-LD first, then microdata, then Open Graph; the page's title when there is none.
// Everything here came from a web page: parsed within limits, kept as plain text, numbers checked, only an http(s)
// image address kept. Pure.
import type { RawPage } from './read-page-script';

export type Availability = 'in_stock' | 'out_of_stock' | 'preorder';

export interface PageProduct {
  name: string;
  price: number | null;
  /** The price before the discount (schema.org ListPrice / StrikethroughPrice), when the page gives one. */
  mrp: number | null;
  currency: string | null;
  availability: Availability | null;
  /** http(s) only. */
  imageUrl: string | null;
  /** ISO time the page was read: a price from a page is shown with it (it is not live). */
  readAt: string;
  /** False: the page had no product data, the name is its title. */
  structured: boolean;
}

export const PRODUCT_NAME_MAX = 300;
export const PRICE_MAX = 1_000_000_000;
const URL_MAX = 2000;
const NODES_MAX = 2000;
const DEPTH_MAX = 10;

type Json = Record<string, unknown>;

/** Plain text: control characters gone, white space collapsed, at most `max` characters. */
export function plainText(value: unknown, max = PRODUCT_NAME_MAX): string {
  if (typeof value !== 'string') return '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const text = value.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, ' ');
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

/** "499.00", 499, "1,299", "₹ 1,299.50" -> a number within limits; anything else null. */
export function priceOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 && value <= PRICE_MAX ? value : null;
  if (typeof value !== 'string' || value.length > 40 || value.includes('-')) return null;
  const digits = value.replace(/[\s,]/g, '').replace(/^[^\d.]*/, '');
  if (!/^\d+(\.\d+)?$/.test(digits)) return null;
  return priceOf(Number(digits));
}

function currencyOf(value: unknown): string | null {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

function availabilityOf(value: unknown): Availability | null {
  const word = typeof value === 'string' ? value.toLowerCase().replace(/^.*[/#]/, '') : '';
  if (/^(instock|in stock|in_stock|limitedavailability|onlineonly)$/.test(word)) return 'in_stock';
  if (/^(outofstock|out of stock|out_of_stock|soldout|discontinued)$/.test(word)) return 'out_of_stock';
  if (/^(preorder|presale|backorder)$/.test(word)) return 'preorder';
  return null;
}

/** An http(s) address, relative ones read against the page; nothing else. */
export function webAddress(value: unknown, pageUrl: string): string | null {
  if (typeof value !== 'string' || value.length > URL_MAX) return null;
  try {
    const url = new URL(value.trim(), pageUrl);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname && !url.username && !url.password
      ? url.href
      : null;
  } catch {
    return null;
  }
}

const isType = (node: Json, type: string) => {
  const t = node['@type'];
  return t === type || (Array.isArray(t) && t.includes(type));
};

/** The first schema.org Product in the JSON-LD texts, walking @graph and nesting within limits. */
export function findProductNode(texts: readonly string[]): Json | null {
  let seen = 0;
  const walk = (value: unknown, depth: number): Json | null => {
    if (++seen > NODES_MAX || depth > DEPTH_MAX || value === null || typeof value !== 'object') return null;
    if (Array.isArray(value)) {
      for (const item of value) {
        const found = walk(item, depth + 1);
        if (found) return found;
      }
      return null;
    }
    const node = value as Json;
    if (isType(node, 'Product') || isType(node, 'ProductGroup')) return node;
    for (const key of ['@graph', 'mainEntity', 'itemListElement', 'item']) {
      const found = key in node ? walk(node[key], depth + 1) : null;
      if (found) return found;
    }
    return null;
  };
  for (const text of texts) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      continue;
    }
    const found = walk(parsed, 0);
    if (found) return found;
  }
  return null;
}

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

function offerOf(product: Json): Json | null {
  const offers = first(product.offers);
  if (offers && typeof offers === 'object') return offers as Json;
  const variant = first(product.hasVariant);
  return variant && typeof variant === 'object' ? offerOf(variant as Json) : null;
}

/** The list price of an offer's priceSpecification (ListPrice, StrikethroughPrice, or SRP). */
function listPriceOf(offer: Json): number | null {
  const specs = offer.priceSpecification;
  for (const spec of Array.isArray(specs) ? specs.slice(0, 10) : [specs]) {
    if (!spec || typeof spec !== 'object') continue;
    const type = String((spec as Json).priceType ?? '');
    if (/(ListPrice|StrikethroughPrice|SRP|MSRP)$/i.test(type)) return priceOf((spec as Json).price);
  }
  return null;
}

function imageOf(value: unknown, pageUrl: string): string | null {
  const image = first(value);
  if (image && typeof image === 'object') return webAddress((image as Json).url ?? (image as Json).contentUrl, pageUrl);
  return webAddress(image, pageUrl);
}

interface Found {
  name: string;
  price: number | null;
  mrp: number | null;
  currency: string | null;
  availability: Availability | null;
  imageUrl: string | null;
}

function fromJsonLd(node: Json, pageUrl: string): Found {
  const offer = offerOf(node);
  const price = offer ? (priceOf(offer.price) ?? priceOf(offer.lowPrice)) : null;
  return {
    name: plainText(node.name),
    price,
    mrp: offer ? listPriceOf(offer) : null,
    currency: offer ? currencyOf(offer.priceCurrency) : null,
    availability: offer ? availabilityOf(offer.availability) : null,
    imageUrl: imageOf(node.image, pageUrl),
  };
}

const text = (record: Record<string, unknown>, key: string) => {
  const v = record[key];
  return typeof v === 'string' ? v : undefined;
};

/** What the page says of its product, or its title; null when the page said nothing usable at all. */
export function productOfPage(raw: unknown, pageUrl: string, now: Date): PageProduct | null {
  if (!raw || typeof raw !== 'object') return null;
  const page = raw as Partial<RawPage>;
  const jsonLd = Array.isArray(page.jsonLd) ? page.jsonLd.filter((s): s is string => typeof s === 'string') : [];
  const meta = page.meta && typeof page.meta === 'object' ? (page.meta as Record<string, unknown>) : {};
  const micro = page.microdata && typeof page.microdata === 'object' ? (page.microdata as Record<string, unknown>) : {};
  const node = findProductNode(jsonLd);
  const ld = node ? fromJsonLd(node, pageUrl) : null;
  const name = ld?.name || plainText(text(micro, 'name')) || plainText(text(meta, 'og:title'));
  const price =
    ld?.price ??
    priceOf(text(micro, 'price')) ??
    priceOf(text(meta, 'product:price:amount') ?? text(meta, 'og:price:amount'));
  const structured = node !== null || Object.keys(micro).length > 0 || price !== null;
  const title = plainText(page.title);
  const shownName = structured ? name || title : title || name;
  if (!shownName) return null;
  const mrp = ld?.mrp ?? null;
  return {
    name: shownName,
    price: structured ? price : null,
    mrp: structured && mrp !== null && price !== null && mrp > price ? mrp : null,
    currency: structured
      ? (ld?.currency ??
        currencyOf(text(micro, 'priceCurrency')) ??
        currencyOf(text(meta, 'product:price:currency') ?? text(meta, 'og:price:currency')))
      : null,
    availability: structured
      ? (ld?.availability ??
        availabilityOf(text(micro, 'availability')) ??
        availabilityOf(text(meta, 'product:availability')))
      : null,
    imageUrl:
      ld?.imageUrl ??
      webAddress(text(micro, 'image'), pageUrl) ??
      webAddress(text(meta, 'og:image:secure_url') ?? text(meta, 'og:image'), pageUrl),
    readAt: now.toISOString(),
    structured,
  };
}
