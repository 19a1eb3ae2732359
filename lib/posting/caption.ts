// A post's words as the page writes them: the destination's template filled with the deal's data, the disclosure on
// the first line, the hashtags last; WhatsApp's `*bold*` form. Pure, page side only (what the background needs of a
// caption is caption-limits.ts, which this re-exports for the pages).

export * from './caption-limits';

export const TEMPLATE_VARIABLES = [
  'title',
  'price',
  'mrp',
  'percent_off',
  'coupon',
  'valid_till',
  'store',
  'link',
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TemplateValues = Record<TemplateVariable, string>;

export const DEFAULT_DISCLOSURE = '#ad';

/**
 * `{name}` replaced by its value. A line with a variable that is empty is left out (a deal without a coupon has no
 * coupon line, one without prices no "MRP" line); unknown names stay as typed, so a mistake is visible.
 */
export function renderTemplate(template: string, values: TemplateValues): string {
  const lines = template.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  for (const line of lines) {
    let variables = 0;
    let filled = 0;
    const text = line.replace(/\{([a-z_]+)\}/g, (whole, name: string) => {
      if (!(TEMPLATE_VARIABLES as readonly string[]).includes(name)) return whole;
      variables++;
      const value = values[name as TemplateVariable];
      if (value) filled++;
      return value;
    });
    if (filled < variables) continue;
    out.push(text.replace(/[ \t]+$/, ''));
  }
  return out.join('\n').trim();
}

/** `deals, #india  sale` -> `#deals #india #sale`. */
export function hashtagLine(hashtags: string): string {
  return hashtags
    .split(/[\s,]+/)
    .map((tag) => tag.replace(/^#+/, '').replace(/[^\p{L}\p{N}_]/gu, ''))
    .filter(Boolean)
    .map((tag) => `#${tag}`)
    .join(' ');
}

export interface CaptionParts {
  template: string;
  values: TemplateValues;
  /** Null when the person turned the disclosure off for the destination. */
  disclosure: string | null;
  hashtags: string;
}

/** The whole caption as plain text: disclosure first, the filled template, then the hashtags. */
export function buildCaption({ template, values, disclosure, hashtags }: CaptionParts): string {
  const parts = [disclosure?.trim() ?? '', renderTemplate(template, values), hashtagLine(hashtags)];
  return parts.filter(Boolean).join('\n');
}

/** WhatsApp's form: the title in `*bold*` (asterisks inside it dropped, which would end the bold early). */
export function whatsappText(caption: string, title: string): string {
  const clean = title.trim();
  if (!clean) return caption;
  const at = caption.indexOf(clean);
  if (at < 0) return caption;
  const bold = `*${clean.replace(/\*/g, '')}*`;
  return caption.slice(0, at) + bold + caption.slice(at + clean.length);
}

/** WhatsApp's share address for a text ("Open WhatsApp"). */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
