// What the Post dialog reads of a product page, run in the page's frame (the extension's isolated world) through
// `scripting.executeScript` on the person's gesture: the page's own words, as strings, each capped. Nothing is parsed
// or judged here (product-of-page.ts does that in the extension, treating all of it as untrusted). Self-contained: it
// is sent as source text, so it may use nothing from outside.

export interface RawPage {
  title: string;
  /** The text of each `<script type="application/ld+json">`, the first few. */
  jsonLd: string[];
  /** Open Graph and product meta tags by property: og:title, og:image, product:price:amount… */
  meta: Record<string, string>;
  /** The first schema.org Product's microdata by itemprop: name, price, priceCurrency, image, availability. */
  microdata: Record<string, string>;
}

export function readPageForProduct(): RawPage {
  const SCRIPTS = 8;
  const SCRIPT_CHARS = 200_000;
  const VALUE_CHARS = 2000;
  const cut = (text: string | null | undefined, max = VALUE_CHARS) => (text ?? '').slice(0, max);
  const jsonLd = Array.from(document.querySelectorAll('script[type="application/ld+json" i]'))
    .slice(0, SCRIPTS)
    .map((s) => cut(s.textContent, SCRIPT_CHARS));
  const meta: Record<string, string> = {};
  const names = [
    'og:title',
    'og:image',
    'og:image:secure_url',
    'product:price:amount',
    'product:price:currency',
    'og:price:amount',
    'og:price:currency',
    'product:availability',
  ];
  for (const name of names) {
    const tag = document.querySelector(`meta[property="${name}"], meta[name="${name}"]`);
    const content = tag?.getAttribute('content');
    if (content) meta[name] = cut(content);
  }
  const microdata: Record<string, string> = {};
  const scope = document.querySelector('[itemscope][itemtype*="schema.org/Product" i]');
  if (scope) {
    for (const prop of ['name', 'price', 'priceCurrency', 'image', 'availability']) {
      const el = scope.querySelector(`[itemprop="${prop}"]`);
      if (!el) continue;
      const value =
        el.getAttribute('content') ??
        el.getAttribute('href') ??
        el.getAttribute('src') ??
        (el as HTMLElement).innerText ??
        el.textContent;
      if (value) microdata[prop] = cut(value);
    }
  }
  return { title: cut(document.title, 500), jsonLd, meta, microdata };
}
