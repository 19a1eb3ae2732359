// Text the spec calls plain (offer terms and descriptions, "HTML stripped") may still carry markup: it is read as
// text, never as HTML. A parsed document from DOMParser is inert (no scripts run, nothing loads), and only its text
// is kept, with line breaks where block elements and <br> were.

const LOOKS_LIKE_HTML = /<\/?[a-z][^>]*>|&[a-z#0-9]+;/i;
const BLOCKS = 'br, p, div, li, tr, h1, h2, h3, h4, h5, h6';

export function plainText(text: string): string {
  if (!LOOKS_LIKE_HTML.test(text) || typeof DOMParser === 'undefined') return text;
  const doc = new DOMParser().parseFromString(text, 'text/html');
  // Code and styles are not words to read.
  for (const el of Array.from(doc.querySelectorAll('script, style, template, noscript'))) el.remove();
  for (const el of Array.from(doc.body.querySelectorAll(BLOCKS))) {
    if (el.tagName === 'LI') el.prepend('• ');
    el.append('\n');
  }
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
