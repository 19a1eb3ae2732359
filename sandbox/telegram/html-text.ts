// Telegram's HTML parse mode, as far as the sandbox needs it: the tags it allows, the entities `&lt;` `&gt;` `&amp;`
// `&quot;` and numeric ones, anything else refused as Telegram refuses it ("can't parse entities"). The length Telegram
// limits is that of the text left (UTF-16 code units).

const TAGS = new Set([
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ins',
  's',
  'strike',
  'del',
  'a',
  'code',
  'pre',
  'tg-spoiler',
  'span',
  'blockquote',
  'tg-emoji',
]);

export class EntityError extends Error {}

/** The text Telegram keeps of an HTML-mode message; throws EntityError for what it would refuse. */
export function parseHtmlText(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const ch = html[i];
    if (ch === '<') {
      const end = html.indexOf('>', i);
      if (end < 0) throw new EntityError(`Unclosed start tag at byte offset ${i}`);
      const inner = html.slice(i + 1, end).trim();
      const closing = inner.startsWith('/');
      const name = (closing ? inner.slice(1) : inner).split(/\s/, 1)[0]?.toLowerCase() ?? '';
      if (!TAGS.has(name)) throw new EntityError(`Unsupported start tag "${name}" at byte offset ${i}`);
      if (closing) {
        if (open.pop() !== name) throw new EntityError(`Unmatched end tag at byte offset ${i}, expected "</${name}>"`);
      } else {
        open.push(name);
      }
      i = end + 1;
    } else if (ch === '&') {
      const match = /^&(lt|gt|amp|quot|#\d{1,7}|#x[0-9a-fA-F]{1,6});/.exec(html.slice(i, i + 12));
      if (!match) throw new EntityError(`Unsupported HTML entity at byte offset ${i}`);
      const name = match[1]!.toLowerCase();
      out +=
        name === 'lt'
          ? '<'
          : name === 'gt'
            ? '>'
            : name === 'amp'
              ? '&'
              : name === 'quot'
                ? '"'
                : String.fromCodePoint(
                    name.startsWith('#x') ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
                  );
      i += match[0].length;
    } else if (ch === '>') {
      // Telegram accepts a bare '>' in text.
      out += ch;
      i++;
    } else {
      out += ch;
      i++;
    }
  }
  if (open.length) throw new EntityError(`Can't find end tag corresponding to start tag "${open[open.length - 1]}"`);
  return out;
}
