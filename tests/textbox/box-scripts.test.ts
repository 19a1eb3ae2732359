// The page functions of Convert links in this box, run here as the page would run them: which box is read, the text
// a contenteditable's markup stands for (nested spans, <br>, <div> paragraphs) and back, the write refused when the
// box changed, and the notice. happy-dom has no execCommand, so the writes take their fallback (the browser's own
// path is the e2e test's).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOX_TEXT_MAX, readFocusedBox, showBoxNotice, writeBox } from '../../lib/textbox/box-scripts';

function focusIn(html: string, id: string): HTMLElement {
  document.body.innerHTML = html;
  const el = document.getElementById(id) as HTMLElement;
  el.focus();
  return el;
}

const readText = () => {
  const read = readFocusedBox(true);
  return read.ok ? read.text : null;
};

afterEach(() => {
  document.body.innerHTML = '';
  for (const n of document.querySelectorAll('affiliate-links-notice')) n.remove();
  vi.useRealTimers();
});

describe('readFocusedBox', () => {
  it('reads a textarea and a text input, never a password, read-only or non-text field', () => {
    focusIn('<textarea id="t">a\nhttps://x.example/p  b</textarea>', 't');
    expect(readText()).toBe('a\nhttps://x.example/p  b');
    focusIn('<input id="i" type="url" value="https://x.example/q">', 'i');
    expect(readText()).toBe('https://x.example/q');
    for (const field of [
      '<input id="f" type="password" value="https://x.example">',
      '<textarea id="f" readonly>x</textarea>',
      '<input id="f" type="checkbox">',
      '<button id="f">x</button>',
    ]) {
      focusIn(field, 'f');
      expect(readFocusedBox(true), field).toEqual({ ok: false });
    }
  });

  it('reads nothing when nothing editable has the focus', () => {
    document.body.innerHTML = '<p>text</p><textarea>x</textarea>';
    (document.activeElement as HTMLElement | null)?.blur();
    expect(readFocusedBox(false)).toEqual({ ok: false });
  });

  it("reads a Telegram-like composer: nested spans are text, <br> a line break, an emoji image its alt, the browser's last <br> nothing", () => {
    focusIn(
      '<div id="c" contenteditable="true"><span>🔥 Deal</span><br><span>Rice: <span class="l"><span id="in">https://a.</span><b>example</b>/p</span> ✅</span><br><br><span>Join <img alt="💃" src="data:,"> t.me/x</span><br></div>',
      'c',
    );
    expect(readText()).toBe('🔥 Deal\nRice: https://a.example/p ✅\n\nJoin 💃 t.me/x');
  });

  it('reads the whole box when the focus is on an element inside it', () => {
    focusIn(
      '<div contenteditable="true">first<div><span id="inner" contenteditable="true">second</span></div></div>',
      'inner',
    );
    expect(readText()).toBe('first\nsecond');
  });

  it('reads paragraphs as lines: one line break between blocks, an empty <div><br></div> an empty line', () => {
    focusIn(
      '<div id="c" contenteditable="true"><div>para 1</div><div>see https://a.example/p</div><div><br></div><div>end<br></div></div>',
      'c',
    );
    expect(readText()).toBe('para 1\nsee https://a.example/p\n\nend');
    focusIn('<div id="c" contenteditable="true"><p><br></p><p>x</p>tail</div>', 'c');
    expect(readText()).toBe('\nx\ntail');
    focusIn('<div id="c" contenteditable="true">a<div>b</div></div>', 'c');
    expect(readText()).toBe('a\nb');
  });
});

describe('writeBox', () => {
  it('writes a textarea as an input event the page hears, and only the box read', () => {
    const box = focusIn(
      '<textarea id="t">go https://a.example/p now</textarea><input id="other" value="https://a.example/p">',
      't',
    ) as HTMLTextAreaElement;
    const heard: string[] = [];
    box.addEventListener('input', (e) => heard.push((e as InputEvent).inputType));
    expect(readText()).toBe('go https://a.example/p now');
    expect(writeBox('go https://t.example/1 now')).toBe('written');
    expect(box.value).toBe('go https://t.example/1 now');
    expect(heard).toEqual(['insertReplacementText']);
    expect((document.getElementById('other') as HTMLInputElement).value).toBe('https://a.example/p');
  });

  it('writes a contenteditable link by link: only the link text changes, in the text node that holds it', () => {
    const box = focusIn(
      '<div id="c" contenteditable="true"><span>a &amp; b</span><br><span><span>https://a.example/p</span></span><br><br>end<br><br></div>',
      'c',
    );
    const heard: string[] = [];
    box.addEventListener('input', () => heard.push('input'));
    const text = readText() as string;
    expect(text).toBe('a & b\nhttps://a.example/p\n\nend\n');
    const start = text.indexOf('https://a.example/p');
    const edit = { start, end: start + 'https://a.example/p'.length, text: 'https://t.example/<1>' };
    expect(writeBox(text.replace('https://a.example/p', edit.text), [edit])).toBe('written');
    expect(box.innerHTML).toBe(
      '<span>a &amp; b</span><br><span><span>https://t.example/&lt;1&gt;</span></span><br><br>end<br><br>',
    );
    expect(heard).toEqual(['input']);
    expect(readText()).toBe(text.replace('https://a.example/p', edit.text));
  });

  it('keeps a rich editor rich: italics, a link, a mention chip and an image stay; hidden text is never read', () => {
    const LINK = 'https://www.voltix.co.in/p/fast-charger';
    const HIDDEN = 'https://www.kiranabasket.in/p/hidden-rice';
    const box = focusIn(
      `<div id="c" contenteditable="true"><p><i>Charger</i> at <a href="${LINK}">${LINK}</a> for <span class="chip" contenteditable="false">@Asha</span> <img src="data:," alt="⚡"><span style="display:none"> ${HIDDEN}</span> and <b>${LINK}</b></p></div>`,
      'c',
    );
    const text = readText() as string;
    expect(text).toBe(`Charger at ${LINK} for @Asha ⚡ and ${LINK}`);
    expect(text).not.toContain(HIDDEN);
    const NEW = 'https://track.example/t?cid=1&url=x';
    const edits = [...text.matchAll(/https:\/\/www\.voltix\S+/g)].map((m) => ({
      start: m.index ?? 0,
      end: (m.index ?? 0) + LINK.length,
      text: NEW,
    }));
    expect(edits).toHaveLength(2);
    expect(writeBox(text.replaceAll(LINK, NEW), edits)).toBe('written');
    expect(box.innerHTML).toBe(
      `<p><i>Charger</i> at <a href="${LINK}">${NEW.replace('&', '&amp;')}</a> for <span class="chip" contenteditable="false">@Asha</span> <img src="data:," alt="⚡"><span style="display:none"> ${HIDDEN}</span> and <b>${NEW.replace('&', '&amp;')}</b></p>`,
    );
  });

  it('refuses a 10 MB box at once, without reading its text out', () => {
    const tenMb = `https://www.kiranabasket.in/p/rice ${'x'.repeat(10 * 1024 * 1024)}`;
    const box = focusIn('<textarea id="t"></textarea>', 't') as HTMLTextAreaElement;
    box.value = tenMb;
    const started = performance.now();
    expect(readFocusedBox(true)).toEqual({ ok: false, tooLong: tenMb.length });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a box over the size limit without reading its text out', () => {
    const big = 'x'.repeat(BOX_TEXT_MAX + 1);
    focusIn(`<textarea id="t">${big}</textarea>`, 't');
    expect(readFocusedBox(true)).toEqual({ ok: false, tooLong: BOX_TEXT_MAX + 1 });
    focusIn(`<div id="c" contenteditable="true"><span>${big}</span></div>`, 'c');
    expect(readFocusedBox(true)).toEqual({ ok: false, tooLong: BOX_TEXT_MAX + 1 });
    expect(writeBox('y')).toBe('gone');
  });

  it('writes nothing when the box changed since it was read, or left the page', () => {
    const box = focusIn('<textarea id="t">https://a.example/p</textarea>', 't') as HTMLTextAreaElement;
    readText();
    box.value = 'https://a.example/p and more typed';
    expect(writeBox('https://t.example/1')).toBe('changed');
    expect(box.value).toBe('https://a.example/p and more typed');
    readText();
    box.remove();
    expect(writeBox('https://t.example/1')).toBe('gone');
    // A write is for one read only.
    expect(writeBox('https://t.example/1')).toBe('gone');
  });
});

describe('showBoxNotice', () => {
  it('shows the text in an isolated status outside <body>, then removes itself', () => {
    vi.useFakeTimers();
    document.body.setAttribute('contenteditable', 'true');
    showBoxNotice('1 link converted', 6000);
    showBoxNotice('2 links converted', 6000);
    const hosts = document.querySelectorAll('affiliate-links-notice');
    expect(hosts).toHaveLength(1);
    const host = hosts[0] as HTMLElement;
    expect(host.parentElement).toBe(document.documentElement);
    const status = host.shadowRoot?.querySelector('[role="status"]');
    expect(status?.textContent).toBe('');
    vi.advanceTimersByTime(100);
    expect(status?.textContent).toBe('2 links converted');
    expect(document.body.textContent).toBe('');
    vi.advanceTimersByTime(6000);
    expect(document.querySelector('affiliate-links-notice')).toBeNull();
    document.body.removeAttribute('contenteditable');
  });
});
