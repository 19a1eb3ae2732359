// The three functions run in the page's frame (the extension's isolated world), only on the person's gesture: read
// the focused box, write its converted text back, show the notice. entrypoints/box-page/ is the file injected to
// define them there; the background then calls them by name (lib/textbox/box-page.ts). The box read is kept in the
// isolated world's global between the read and the write (never in the page's).

/** The isolated world's global (a `Symbol.for` key) under which the injected file leaves the functions. */
export const BOX_FUNCTIONS = 'affiliate-links.box-functions';

/** The longest box converted, in characters: a bigger one is refused before its text is read out (a 10 MB box took
 * 56 s to convert, and no post is that long). */
export const BOX_TEXT_MAX = 100_000;

export type BoxRead = { ok: true; text: string } | { ok: false; tooLong?: number };
export type BoxWrite = 'written' | 'changed' | 'gone';

/** A link's place in the text read (`start` to `end`) and the link it becomes. */
export interface BoxEdit {
  start: number;
  end: number;
  text: string;
}

/** A text node of an editable box and where its text starts in the text read. */
interface Segment {
  node: Text;
  start: number;
}

/** What the read keeps (in the isolated world only) for the write. */
interface KeptBox {
  box: HTMLElement;
  kept: string;
  text: string;
  segments: Segment[];
}

const KEPT_KEY = 'affiliate-links.box';

/**
 * The focused editable's text: a `textarea`, a text-like `input` (never a password), or the whole
 * `contenteditable` the focus is in (its outermost editable element). In a contenteditable only what is shown is
 * read (nothing under `display: none`, `visibility: hidden` or `hidden`); `<br>` and block elements are line
 * breaks, an emoji image its `alt`. `requireFocus`: only if this frame has the focus (the shortcut asks every frame).
 * A box over BOX_TEXT_MAX is refused with its length, its text not read out.
 */
export function readFocusedBox(requireFocus: boolean): BoxRead {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  if (!el || (requireFocus && !document.hasFocus())) return { ok: false };
  if (el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && /^(text|search|url)$/.test(el.type))) {
    if (el.readOnly || el.disabled) return { ok: false };
    if (el.value.length > BOX_TEXT_MAX) return { ok: false, tooLong: el.value.length };
    keep({ box: el, kept: el.value, text: el.value, segments: [] });
    return { ok: true, text: el.value };
  }
  if (!(el instanceof HTMLElement) || !el.isContentEditable) return { ok: false };
  let box = el;
  while (box.parentElement?.isContentEditable) box = box.parentElement;
  const whole = box.textContent?.length ?? 0;
  if (whole > BOX_TEXT_MAX) return { ok: false, tooLong: whole };
  const { text, segments } = readEditable(box);
  keep({ box, kept: box.innerHTML, text, segments });
  return { ok: true, text };
}

function keep(read: KeptBox): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for(KEPT_KEY)] = read;
}

/** Not shown, so never read: its text is not the person's post (a page may hide anything in a box). */
function isHidden(el: HTMLElement): boolean {
  if (el.hidden || /^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT)$/.test(el.tagName)) return true;
  const style = getComputedStyle(el);
  return style.display === 'none' || style.visibility === 'hidden' || style.visibility === 'collapse';
}

type Token = { text: string; node: Text | null } | 1 | 2;

/**
 * Tokens: a text, a <br> (1), a block's edge (2). Then: a run of edges is one; an edge at either end is none; a
 * <br> just before an edge ends that line (the edge adds nothing); a last <br> is the browser's placeholder, not a
 * line. What is left is one line break each. Each text node's place in the text is kept for the write.
 */
function readEditable(box: HTMLElement): { text: string; segments: Segment[] } {
  const tokens: Token[] = [];
  const blocks = /^(DIV|P|LI|UL|OL|H[1-6]|BLOCKQUOTE|PRE|TABLE|TR|SECTION|ARTICLE|HEADER|FOOTER)$/;
  const walk = (node: Node) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child instanceof Text) tokens.push({ text: child.data, node: child });
      else if (child instanceof HTMLBRElement) tokens.push(1);
      else if (child instanceof HTMLImageElement) tokens.push({ text: child.alt, node: null });
      else if (child instanceof HTMLElement && !isHidden(child)) {
        const block = blocks.test(child.tagName);
        if (block) tokens.push(2);
        walk(child);
        if (block) tokens.push(2);
      }
    }
  };
  walk(box);
  const list: Token[] = [];
  for (const token of tokens) {
    if (typeof token === 'object' && token.text === '') continue;
    if (!(token === 2 && list[list.length - 1] === 2)) list.push(token);
  }
  let text = '';
  const segments: Segment[] = [];
  for (let i = 0; i < list.length; i++) {
    const token = list[i] as Token;
    const next = list[i + 1];
    if (token === 2 && (i === 0 || next === undefined || list[i - 1] === 1)) continue;
    if (token === 1 && (next === undefined || (next === 2 && list[i + 2] === undefined))) continue;
    if (typeof token === 'object') {
      // Text inside a non-editable island (a mention chip) is read, never written.
      if (token.node?.parentElement?.isContentEditable) segments.push({ node: token.node, start: text.length });
      text += token.text;
    } else text += '\n';
  }
  return { text, segments };
}

/**
 * Writes the converted box as edits the page sees as typing (its `input` events; Ctrl+Z restores). A field gets its
 * whole new `text`; a contenteditable only its `edits`, each in the text nodes that hold the link, so its formatting,
 * links, mention chips and images stay as they were. Nothing is written if the box left the page (`gone`) or
 * changed since it was read (`changed`).
 */
export function writeBox(text: string, edits: readonly BoxEdit[] = []): BoxWrite {
  const store = globalThis as Record<symbol, KeptBox | undefined>;
  const read = store[Symbol.for(KEPT_KEY)];
  store[Symbol.for(KEPT_KEY)] = undefined;
  if (!read?.box.isConnected) return 'gone';
  const { box } = read;
  const field = box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement ? box : null;
  if ((field ? field.value : box.innerHTML) !== read.kept) return 'changed';
  box.focus();
  if (field) {
    field.select();
    if (!execCommand('insertText', text)) {
      field.setRangeText(text, 0, field.value.length, 'end');
      field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText', data: text }));
    }
    return 'written';
  }
  let typedByHand = false;
  // Last first: an edit changes only what comes after its start, so the places of those before it still hold.
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    typedByHand = replaceInNodes(read, edit) || typedByHand;
  }
  if (typedByHand) box.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText' }));
  return 'written';
}

function execCommand(command: string, value: string): boolean {
  return typeof document.execCommand === 'function' && document.execCommand(command, false, value);
}

/**
 * Replaces one link's text. Only what differs from the new link is selected (links share their `https://` and
 * often more), so the range starts inside the link's own text node and what is typed stays in it: its span, its
 * link, its formatting. True when the browser could not type it and the nodes were changed directly.
 */
function replaceInNodes(read: KeptBox, edit: BoxEdit): boolean {
  const old = read.text.slice(edit.start, edit.end);
  let head = 0;
  while (head < old.length - 1 && head < edit.text.length && old[head] === edit.text[head]) head++;
  let tail = 0;
  while (
    tail < old.length - head - 1 &&
    tail < edit.text.length - head &&
    old[old.length - 1 - tail] === edit.text[edit.text.length - 1 - tail]
  ) {
    tail++;
  }
  const from = pointAt(read.segments, edit.start + head, false);
  const to = pointAt(read.segments, edit.end - tail, true);
  if (!from || !to) return false;
  const typed = edit.text.slice(head, edit.text.length - tail);
  const range = document.createRange();
  range.setStart(from.node, from.offset);
  range.setEnd(to.node, to.offset);
  const selection = getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  if (execCommand(typed ? 'insertText' : 'delete', typed)) return false;
  range.deleteContents();
  from.node.insertData(from.offset, typed);
  return true;
}

/** The text node and offset of a place in the text read: the node holding the character after it (`end`: before). */
function pointAt(segments: readonly Segment[], at: number, end: boolean): { node: Text; offset: number } | null {
  for (const { node, start } of segments) {
    const length = node.data.length;
    if (end ? at > start && at <= start + length : at >= start && at < start + length) {
      return { node, offset: at - start };
    }
  }
  return null;
}

/**
 * A short notice at the bottom of the page, in a shadow root (the page's CSS cannot reach it, nor ours the page),
 * read out by screen readers (`role=status`), gone after `ms`. A second notice replaces the first.
 */
export function showBoxNotice(text: string, ms: number): void {
  const tag = 'affiliate-links-notice';
  for (const old of document.querySelectorAll(tag)) old.remove();
  const host = document.createElement(tag);
  host.style.setProperty('all', 'initial', 'important');
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent =
    'div{position:fixed;z-index:2147483647;right:16px;bottom:16px;max-width:420px;padding:10px 14px;border-radius:8px;background:#222;color:#fff;font:14px/1.4 system-ui,sans-serif}';
  const status = document.createElement('div');
  status.setAttribute('role', 'status');
  root.append(style, status);
  // Outside <body>: a body that is itself editable (an editor's frame) must not get the notice in its text.
  document.documentElement.append(host);
  // A live region announces what changes in it after it is on the page.
  setTimeout(() => {
    status.textContent = text;
  }, 50);
  setTimeout(() => host.remove(), ms);
}
