import { describe, expect, it } from 'vitest';
import { ellipsise, wrapText } from '../../../lib/posting/card/wrap-text';

// 10 units a grapheme: a width of 100 holds 10 characters (an emoji or a Devanagari cluster counts once).
const measure = (s: string) =>
  Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s)).length * 10;

describe('wrapText', () => {
  it('keeps a short title on one line', () => {
    expect(wrapText('Boat Airdopes 141', 200, 3, measure)).toEqual(['Boat Airdopes 141']);
  });

  it('breaks between words, every line within the width', () => {
    const lines = wrapText('one two three four five six', 100, 3, measure);
    expect(lines).toEqual(['one two', 'three four', 'five six']);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(100);
  });

  it('ends the last line in an ellipsis when the title is longer than the lines', () => {
    const lines = wrapText('one two three four five six seven eight', 100, 2, measure);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('one two');
    expect(lines[1]?.endsWith('…')).toBe(true);
    expect(lines[1]?.startsWith('three')).toBe(true);
    expect(measure(lines[1] as string)).toBeLessThanOrEqual(100);
  });

  it('cuts a word wider than the line between graphemes', () => {
    expect(wrapText('abcdefghijklmnopqrstuvwxyz', 100, 3, measure)).toEqual(['abcdefghij', 'klmnopqrst', 'uvwxyz']);
    const cut = wrapText('abcdefghijklmnopqrstuvwxyz', 100, 2, measure);
    expect(cut).toEqual(['abcdefghij', 'klmnopqrs…']);
  });

  it('never splits a Hindi cluster or an emoji', () => {
    const title = 'सैमसंग गैलेक्सी स्मार्टफोन 🔥🔥 पर भारी छूट 👨‍👩‍👧';
    const lines = wrapText(title, 80, 5, measure);
    const graphemes = (s: string) =>
      Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s), (g) => g.segment);
    expect(lines.join(' ').replace(/\s/g, '')).toBe(title.replace(/\s/g, ''));
    for (const line of lines) {
      expect(measure(line)).toBeLessThanOrEqual(80);
      for (const g of graphemes(line)) expect(graphemes(title)).toContain(g);
    }
    expect(lines.at(-1)).toContain('👨‍👩‍👧');
  });

  it('breaks at spaces, not after an opening bracket', () => {
    expect(wrapText('M35 5G (Moonlight Blue)', 100, 3, measure)).toEqual(['M35 5G', '(Moonlight', 'Blue)']);
  });

  it('breaks a script without spaces at its word boundaries', () => {
    const lines = wrapText('ราคาพิเศษวันนี้เท่านั้น', 100, 3, measure);
    expect(lines.join('')).toBe('ราคาพิเศษวันนี้เท่านั้น');
    expect(lines.length).toBeGreaterThan(1);
    const words = Array.from(
      new Intl.Segmenter('th', { granularity: 'word' }).segment('ราคาพิเศษวันนี้เท่านั้น'),
      (w) => w.segment,
    );
    const boundaries = new Set(words.map((_, i) => words.slice(0, i + 1).join('').length));
    let at = 0;
    for (const line of lines.slice(0, -1)) {
      at += line.length;
      expect(boundaries.has(at), line).toBe(true);
    }
  });

  it('collapses white space and gives nothing for an empty title', () => {
    expect(wrapText('  a \n\t b  ', 100, 3, measure)).toEqual(['a b']);
    expect(wrapText('   ', 100, 3, measure)).toEqual([]);
  });
});

describe('ellipsise', () => {
  it('keeps text that fits and cuts text that does not', () => {
    expect(ellipsise('Amazon', 100, measure)).toBe('Amazon');
    expect(ellipsise('A very long store name', 100, measure)).toBe('A very lo…');
  });
});
