// Finding the links of a post the way a person reads it (pure, no browser APIs). A link is an address with a scheme
// (`https://…`, `ftp://…`) or a bare `www.` address; it ends at white space, an emoji, a quote or an angle bracket,
// and trailing punctuation, closing brackets and quotes that are not part of it are left outside. A closing bracket
// stays inside when the link opened it (`https://en.wikipedia.org/wiki/Mango_(fruit)`).

export interface FoundLink {
  /** Index of the link's first UTF-16 unit in the post. */
  start: number;
  /** Index just after its last unit: `post.slice(start, end)` is `text`. */
  end: number;
  /** The link exactly as written in the post. */
  text: string;
  /** The address to work with: `text`, with `https://` put in front of a bare `www.` address. */
  url: string;
  /** One key per distinct address: the same link written twice (or with a differently cased host) is one link. */
  key: string;
}

// `http(s)://` wherever it starts (`Link:https://…`, `देखेंhttps://…`), another scheme and `//` as a whole word, or
// `www.` with no letter, digit, dot, slash, hyphen or @ before it (so `https://www.` is one link).
const START =
  /https?:\/\/|(?<![a-z0-9+.-])(?![a-z0-9+.-]*https?:\/\/)[a-z][a-z0-9+.-]{0,30}:\/\/|(?<![\p{L}\p{N}./@-])www\./giu;
// What can never be inside a link: white space, quotes, angle brackets, backticks, emoji and their joiners.
const STOP = /[\s<>"`“”«»‘’\p{Extended_Pictographic}]|\u200d|\ufe0f|\u20e3/u;
// The ASCII part of STOP: white space (tab, line feed, vertical tab, form feed, carriage return, space), < > " `.
const ASCII_STOP: ReadonlySet<number> = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x3c, 0x3e, 0x22, 0x60]);
// Left outside when at the end: sentence punctuation (Latin, Devanagari danda, CJK), emphasis marks, an apostrophe.
const TRAILING = new Set([...".,;:!?'*_~…।॥。、，！？"]);
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
const BRACKETS = new Set([...Object.keys(CLOSERS), ...Object.values(CLOSERS)]);

/** Every link in `post`, in order of appearance (the same address may appear more than once). */
export function extractLinks(post: string): FoundLink[] {
  const found: FoundLink[] = [];
  START.lastIndex = 0;
  for (let match = START.exec(post); match; match = START.exec(post)) {
    const start = match.index;
    const end = linkEnd(post, start, start + match[0].length);
    START.lastIndex = Math.max(end, start + match[0].length);
    const text = post.slice(start, end);
    const isWww = match[0].toLowerCase() === 'www.';
    // `www.` alone, or a scheme with nothing after it, is not a link.
    if (end === start + match[0].length || (isWww && !/^www\.[^./]+\.[^./]/i.test(text))) continue;
    const url = isWww ? `https://${text}` : text;
    found.push({ start, end, text, url, key: linkKey(url) });
  }
  return found;
}

/** The distinct links of `post`, each once, in order of first appearance. */
export function distinctLinks(links: readonly FoundLink[]): FoundLink[] {
  const seen = new Map<string, FoundLink>();
  for (const link of links) if (!seen.has(link.key)) seen.set(link.key, link);
  return [...seen.values()];
}

function linkEnd(post: string, start: number, afterStart: number): number {
  let end = afterStart;
  while (end < post.length) {
    const code = post.charCodeAt(end);
    // ASCII without a regular expression: a post of 100,000 characters is read in a few milliseconds.
    if (code < 0x80) {
      if (ASCII_STOP.has(code)) break;
    } else {
      const ch = String.fromCodePoint(post.codePointAt(end) as number);
      if (STOP.test(ch)) break;
      end += ch.length;
      continue;
    }
    // A markdown link's text ends at `](`; a second link written straight after a comma starts a new one.
    if (code === 0x5d && post.charCodeAt(end + 1) === 0x28) break;
    if (
      (code === 0x2c || code === 0x3b || code === 0x7c) &&
      /^(?:https?:\/\/|www\.)/i.test(post.slice(end + 1, end + 13))
    )
      break;
    end++;
  }
  return trimEnd(post, start, end);
}

function trimEnd(post: string, start: number, end: number): number {
  // Brackets of the link counted once, then kept up to date as its end is trimmed: a link followed by thousands of
  // closing brackets is trimmed in one pass, not counted again for every bracket.
  const counts = new Map<string, number>();
  for (let i = start; i < end; i++) {
    const ch = post[i] as string;
    if (BRACKETS.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let stop = end;
  while (stop > start) {
    const last = post[stop - 1] as string;
    const opener = CLOSERS[last];
    if (!TRAILING.has(last) && !(opener && (counts.get(opener) ?? 0) < (counts.get(last) ?? 0))) break;
    if (opener) counts.set(last, (counts.get(last) ?? 0) - 1);
    stop--;
  }
  return stop;
}

/** The same address written twice is one link: compared as the URL parser writes it (host lower-cased). */
function linkKey(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}
