// What Post now needs of a caption, in the background and the page alike: Telegram's HTML form (only `<`, `>` and `&`
// escaped), its length as Telegram counts it, the disclosure kept first, and a caption too long for a photo split into a
// short caption and a message. The template's rendering (caption.ts) is the page's alone.

/** Telegram's limits, counted after entity parsing in UTF-16 code units (an emoji outside the BMP counts 2). */
export const PHOTO_CAPTION_MAX = 1024;
export const MESSAGE_TEXT_MAX = 4096;

/** The caption with the disclosure as its first line (added when the person removed it while editing). */
export function withDisclosure(caption: string, disclosure: string | null): string {
  const text = caption.replace(/\r\n?/g, '\n').trim();
  const label = disclosure?.trim();
  if (!label) return text;
  const first = text.split('\n', 1)[0] ?? '';
  return carries(first, label) ? text : `${label}\n${text}`;
}

/** Whether `line` carries `label` as a whole word: `#ad` is in "#ad Rice" and "Deal (#ad)", not in "#adidas". */
function carries(line: string, label: string): boolean {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])`, 'u').test(line);
}

/** Plain text in Telegram's HTML parse mode: only `<`, `>` and `&` need escaping. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"' };

/** What Telegram keeps of an HTML-mode text: tags dropped, entities decoded. */
export function parsedText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(lt|gt|amp|quot|#\d+|#x[0-9a-f]+);/gi, (_, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
    return ENTITIES[lower] ?? '';
  });
}

/** The length Telegram checks against its limits: UTF-16 code units of the text after entity parsing, trimmed. */
export function telegramLength(html: string): number {
  return parsedText(html).trim().length;
}

/** What one post sends: a photo's caption (or a message's text when there is no photo), and a message after it. */
export interface PostTexts {
  /** HTML: the photo's caption, or the one message's text. */
  first: string;
  /** HTML: the full text, sent as a message after the photo when the caption was too long for it. */
  followUp: string | null;
}

export class CaptionTooLong extends Error {
  constructor(
    readonly length: number,
    readonly max: number,
  ) {
    super(`The caption is ${length} characters; at most ${max} fit.`);
  }
}

/**
 * The texts of one post. With a photo, a caption over 1,024 becomes a short caption (the disclosure, the title cut
 * to fit, the link: the link and the disclosure never cut) and the whole caption as a message after it. Over 4,096
 * there is nothing to send: CaptionTooLong.
 */
export function planTexts(
  caption: string,
  { photo, title, link, disclosure }: { photo: boolean; title: string; link: string; disclosure: string | null },
): PostTexts {
  const html = escapeHtml(caption);
  const length = telegramLength(html);
  if (length > MESSAGE_TEXT_MAX) throw new CaptionTooLong(length, MESSAGE_TEXT_MAX);
  if (!photo || length <= PHOTO_CAPTION_MAX) return { first: html, followUp: null };
  return { first: shortCaption({ title, link, disclosure }), followUp: html };
}

/** Disclosure, title (cut with an ellipsis where it must be) and link, within the photo caption's limit. */
export function shortCaption({
  title,
  link,
  disclosure,
}: {
  title: string;
  link: string;
  disclosure: string | null;
}): string {
  const fixed = [disclosure?.trim() ?? '', link].filter(Boolean);
  const fixedLength = fixed.join('\n').length + 1; // the title's own line break
  const room = PHOTO_CAPTION_MAX - fixedLength;
  let shownTitle = title.trim().replace(/\s+/g, ' ');
  if (shownTitle.length > room) shownTitle = `${cutUtf16(shownTitle, Math.max(0, room - 1))}…`;
  const lines = [disclosure?.trim() ?? '', room > 1 ? shownTitle : '', link].filter(Boolean);
  return escapeHtml(lines.join('\n'));
}

/** At most `units` UTF-16 code units, never half a surrogate pair. */
function cutUtf16(text: string, units: number): string {
  let end = Math.min(units, text.length);
  const last = text.charCodeAt(end - 1);
  if (end > 0 && last >= 0xd800 && last <= 0xdbff) end--;
  return text.slice(0, end).trimEnd();
}
