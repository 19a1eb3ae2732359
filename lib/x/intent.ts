// X's compose page as a web intent (`https://x.com/intent/post?text=…`), and a post's length as X counts it: 280,
// every link 23 whatever its length (X shortens each to t.co). Pure.

export const X_MAX = 280;
export const X_LINK_LENGTH = 23;

const LINK = /https?:\/\/[^\s]+/gi;

/** The length X counts: characters by code point, each link as 23. */
export function xLength(text: string): number {
  const links = text.match(LINK) ?? [];
  return [...text.replace(LINK, '')].length + links.length * X_LINK_LENGTH;
}

/** The compose page with the text filled; the link added when the caption does not already carry it. */
export function intentUrl(caption: string, link: string): string {
  const text = caption.trim();
  const withLink = link && !text.includes(link) ? `${text}\n${link}` : text;
  return `https://x.com/intent/post?text=${encodeURIComponent(withLink)}`;
}
