// Lines of text within a width, for any script: breaks where Intl.Segmenter finds word boundaries (so Hindi,
// Thai or Chinese break correctly), a word wider than the line is cut between graphemes (never inside an emoji or
// a Devanagari cluster), and text beyond the last line ends the last line with an ellipsis.

export type Measure = (text: string) => number;

const ELLIPSIS = '…';

function graphemes(text: string): string[] {
  return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);
}

function words(text: string): string[] {
  return Array.from(new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text), (s) => s.segment);
}

/** The longest start of `text` (whole graphemes) that, followed by `suffix`, fits `width`. */
function fitStart(text: string, suffix: string, width: number, measure: Measure): string {
  const parts = graphemes(text);
  let lo = 0;
  let hi = parts.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(parts.slice(0, mid).join('') + suffix) <= width) lo = mid;
    else hi = mid - 1;
  }
  return parts.slice(0, lo).join('');
}

/** `text` ending in "…" within `width` (the text itself when it fits). */
export function ellipsise(text: string, width: number, measure: Measure): string {
  if (measure(text) <= width) return text;
  return fitStart(text, ELLIPSIS, width, measure).trimEnd() + ELLIPSIS;
}

/**
 * At most `maxLines` lines of `text` (white space collapsed), each within `width` by `measure`; the last line
 * ends in "…" when text was left out.
 */
export function wrapText(text: string, width: number, maxLines: number, measure: Measure): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean === '' || maxLines < 1) return [];
  const lines: string[] = [];
  let line = '';
  const pieces = words(clean);
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i] as string;
    const candidate = line + piece;
    if (measure(candidate.trimEnd()) <= width) {
      line = candidate;
      continue;
    }
    if (line.trim() !== '') {
      lines.push(line.trimEnd());
      line = '';
      if (piece.trim() === '') continue;
      if (lines.length === maxLines) return finish(lines, `${lines.pop()} ${pieces.slice(i).join('')}`, width, measure);
    }
    // A word wider than a line on its own: cut it between graphemes.
    let rest = piece;
    while (measure(rest) > width) {
      const head = fitStart(rest, '', width, measure) || (graphemes(rest)[0] as string);
      lines.push(head);
      rest = rest.slice(head.length);
      if (lines.length === maxLines)
        return finish(lines, `${lines.pop()}${rest}${pieces.slice(i + 1).join('')}`, width, measure);
    }
    line = rest;
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  if (lines.length > maxLines)
    return finish(lines.slice(0, maxLines - 1), lines.slice(maxLines - 1).join(' '), width, measure);
  return lines;
}

function finish(lines: string[], last: string, width: number, measure: Measure): string[] {
  const text = last.trim();
  const cut = measure(text) <= width ? `${text}${ELLIPSIS}` : text;
  return [...lines, ellipsise(cut, width, measure)];
}
