// Lines of text within a width, for any script: lines break at spaces; a run without spaces wider than a line
// (Thai, Chinese, a long model number) breaks where Intl.Segmenter finds word boundaries, else between graphemes
// (never inside an emoji or a Devanagari cluster); text beyond the last line ends it with an ellipsis.

export type Measure = (text: string) => number;

const ELLIPSIS = '…';

function segments(text: string, granularity: 'grapheme' | 'word'): string[] {
  return Array.from(new Intl.Segmenter(undefined, { granularity }).segment(text), (s) => s.segment);
}

/** The longest start of `text` made of whole `parts` that, followed by `suffix`, fits `width`. */
function fitStart(parts: string[], suffix: string, width: number, measure: Measure): string {
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
  return fitStart(segments(text, 'grapheme'), ELLIPSIS, width, measure).trimEnd() + ELLIPSIS;
}

/** The first line's worth of a run without spaces: whole words if any fit, else graphemes (at least one). */
function head(run: string, width: number, measure: Measure): string {
  return (
    fitStart(segments(run, 'word'), '', width, measure) ||
    fitStart(segments(run, 'grapheme'), '', width, measure) ||
    (segments(run, 'grapheme')[0] as string)
  );
}

/**
 * At most `maxLines` lines of `text` (white space collapsed), each within `width` by `measure`; the last line
 * ends in "…" when text was left out.
 */
export function wrapText(text: string, width: number, maxLines: number, measure: Measure): string[] {
  const tokens = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let i = 0;
  while (i < tokens.length && maxLines > 0) {
    const token = tokens[i] as string;
    const candidate = line === '' ? token : `${line} ${token}`;
    if (measure(candidate) <= width) {
      line = candidate;
      i++;
      continue;
    }
    let cut = false;
    if (line !== '') {
      lines.push(line);
      line = '';
    } else {
      cut = true;
      const first = head(token, width, measure);
      lines.push(first);
      tokens[i] = token.slice(first.length);
      if (tokens[i] === '') i++;
    }
    if (lines.length === maxLines && i < tokens.length) {
      const rest = tokens.slice(i).join(' ');
      const last = lines.pop() as string;
      // A cut run continues without a space; a line ended at a space resumes after one.
      return [...lines, ellipsise(cut ? `${last}${rest}` : `${last} ${rest}`, width, measure)];
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}
