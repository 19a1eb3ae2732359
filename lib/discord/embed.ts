// A post as a Discord embed: the title (at most 256 characters, cut with an ellipsis), the link as the embed's URL
// (the title opens it), the caption as the description with the disclosure first (at most 4,096: a longer one is
// refused, not cut, as a Telegram caption is), the card as the embed's image, and all of it within Discord's 6,000
// characters of an embed. Pure.

export const TITLE_MAX = 256;
export const DESCRIPTION_MAX = 4096;
export const EMBED_TOTAL_MAX = 6000;
export const FOOTER_MAX = 2048;

export interface Embed {
  title: string;
  url?: string;
  description: string;
  image?: { url: string };
  footer?: { text: string };
  color?: number;
}

export class DescriptionTooLong extends Error {
  constructor(
    readonly length: number,
    readonly max: number,
  ) {
    super(`The description is ${length} characters; at most ${max} fit.`);
  }
}

/** Discord counts characters as JavaScript does (UTF-16 code units). */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  let kept = text.slice(0, max - 1);
  // Not half of a surrogate pair.
  if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  return `${kept.trimEnd()}…`;
}

/** The characters Discord counts against 6,000: title, description, footer, field names and values, author name. */
export function embedLength(embed: Embed): number {
  return embed.title.length + embed.description.length + (embed.footer?.text.length ?? 0);
}

export function embedOf(post: { title: string; caption: string; link: string | null; image: string | null }): Embed {
  const description = post.caption.trim();
  if (description.length > DESCRIPTION_MAX) throw new DescriptionTooLong(description.length, DESCRIPTION_MAX);
  const title = cut(post.title.trim() || (description.split('\n', 1)[0] ?? ''), TITLE_MAX);
  const embed: Embed = { title, description };
  if (post.link && /^https?:\/\//i.test(post.link)) embed.url = post.link;
  if (post.image) embed.image = { url: post.image };
  if (embedLength(embed) > EMBED_TOTAL_MAX) {
    throw new DescriptionTooLong(embedLength(embed), EMBED_TOTAL_MAX - title.length);
  }
  return embed;
}

/** An ended deal's embed: the mark first in the title, the description kept (within the limits), no image. */
export function endedEmbedOf(post: { title: string; text: string; link: string }, mark: string): Embed {
  const title = cut(`⛔ ${mark.trim()}: ${post.title.trim()}`, TITLE_MAX);
  const description = cut(post.text.trim(), Math.min(DESCRIPTION_MAX, EMBED_TOTAL_MAX - title.length));
  return { title, description };
}
