// The three functions run in the page's frame (the extension's isolated world), only on the person's gesture: read
// the focused box, write its converted text back, show the notice. entrypoints/box-page/ is the file injected to
// define them there; the background then calls them by name (lib/textbox/box-page.ts). The box read is kept in the
// isolated world's global between the read and the write (never in the page's).

/** The isolated world's global (a `Symbol.for` key) under which the injected file leaves the functions. */
export const BOX_FUNCTIONS = 'affiliate-links.box-functions';

export type BoxRead = { ok: true; text: string } | { ok: false };
export type BoxWrite = 'written' | 'changed' | 'gone';

/**
 * The focused editable's text: a `textarea`, a text-like `input` (never a password), or the whole
 * `contenteditable` the focus is in (its outermost editable element). `<br>` and block elements are line breaks,
 * an emoji image its `alt`. `requireFocus`: only if this frame has the focus (the shortcut asks every frame).
 */
export function readFocusedBox(requireFocus: boolean): BoxRead {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  if (!el || (requireFocus && !document.hasFocus())) return { ok: false };
  let box: HTMLElement | null = null;
  let text = '';
  if (el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && /^(text|search|url)$/.test(el.type))) {
    if (el.readOnly || el.disabled) return { ok: false };
    box = el;
    text = el.value;
  } else if (el instanceof HTMLElement && el.isContentEditable) {
    box = el;
    while (box.parentElement?.isContentEditable) box = box.parentElement;
    // Tokens: a text, a <br> (1), a block's edge (2). Then: a run of edges is one; an edge at either end is
    // none; a <br> just before an edge ends that line (the edge adds nothing); a last <br> is the browser's
    // placeholder, not a line. What is left is one line break each.
    const tokens: (string | 1 | 2)[] = [];
    const blocks = /^(DIV|P|LI|UL|OL|H[1-6]|BLOCKQUOTE|PRE|TABLE|TR|SECTION|ARTICLE|HEADER|FOOTER)$/;
    const walk = (node: Node) => {
      for (let child = node.firstChild; child; child = child.nextSibling) {
        if (child instanceof Text) tokens.push(child.data);
        else if (child instanceof HTMLBRElement) tokens.push(1);
        else if (child instanceof HTMLImageElement) tokens.push(child.alt);
        else if (child instanceof HTMLElement) {
          const block = blocks.test(child.tagName);
          if (block) tokens.push(2);
          walk(child);
          if (block) tokens.push(2);
        }
      }
    };
    walk(box);
    const list: (string | 1 | 2)[] = [];
    for (const token of tokens) if (token !== '' && !(token === 2 && list[list.length - 1] === 2)) list.push(token);
    for (let i = 0; i < list.length; i++) {
      const token = list[i];
      const next = list[i + 1];
      if (token === 2 && (i === 0 || next === undefined || list[i - 1] === 1)) continue;
      if (token === 1 && (next === undefined || (next === 2 && list[i + 2] === undefined))) continue;
      text += token === 1 || token === 2 ? '\n' : token;
    }
  }
  if (!box) return { ok: false };
  const kept = box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement ? box.value : box.innerHTML;
  (globalThis as Record<symbol, unknown>)[Symbol.for('affiliate-links.box')] = { box, kept };
  return { ok: true, text };
}

/**
 * Replaces the box's whole text with `text` as one edit the page sees as typing (its `input` events; Ctrl+Z
 * restores). Nothing is written if the box left the page (`gone`) or changed since it was read (`changed`).
 */
export function writeBox(text: string): BoxWrite {
  const key = Symbol.for('affiliate-links.box');
  const store = globalThis as Record<symbol, { box: HTMLElement; kept: string } | undefined>;
  const read = store[key];
  store[key] = undefined;
  if (!read?.box.isConnected) return 'gone';
  const { box } = read;
  const field = box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement ? box : null;
  if ((field ? field.value : box.innerHTML) !== read.kept) return 'changed';
  box.focus();
  const exec = (command: string, value: string) =>
    typeof document.execCommand === 'function' && document.execCommand(command, false, value);
  if (field) {
    field.select();
    if (!exec('insertText', text)) {
      field.setRangeText(text, 0, field.value.length, 'end');
      field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText', data: text }));
    }
    return 'written';
  }
  const selection = getSelection();
  const range = document.createRange();
  range.selectNodeContents(box);
  selection?.removeAllRanges();
  selection?.addRange(range);
  const lines = text.split('\n');
  // A box whose lines are blocks (`<div>`, `<p>`) gets them from insertText, which writes a line break as a new
  // block; a box of `<br>` lines (Telegram's composer) gets `<br>`s. A last empty line needs a second `<br>`.
  const byBlocks = [...box.children].some((child) => /^(DIV|P)$/.test(child.tagName));
  const escaped = (line: string) => line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const html = lines.map(escaped).join('<br>') + (text.endsWith('\n') ? '<br>' : '');
  if (!(lines.length === 1 || byBlocks ? exec('insertText', text) : exec('insertHTML', html))) {
    box.replaceChildren(
      ...lines.flatMap((line, i) => [
        ...(i > 0 ? [document.createElement('br')] : []),
        ...(line ? [document.createTextNode(line)] : []),
      ]),
      ...(text.endsWith('\n') ? [document.createElement('br')] : []),
    );
    box.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText', data: text }));
  }
  return 'written';
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
