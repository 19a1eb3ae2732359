// Where each part of a deal card goes, as a list of drawing steps: pure, so what appears (and how long text is
// wrapped and cut) is tested without a canvas. draw-card.ts runs the steps on a real one.
import type { ColorRole } from './card-looks';
import type { CardTexts } from './card-texts';
import { ellipsise, wrapText } from './wrap-text';

export type CardOp =
  | { kind: 'text'; text: string; x: number; y: number; font: string; color: ColorRole; strike?: boolean }
  | {
      kind: 'box';
      x: number;
      y: number;
      w: number;
      h: number;
      radius: number;
      fill?: ColorRole;
      stroke?: ColorRole;
      dashed?: boolean;
    }
  | { kind: 'logo'; x: number; y: number; size: number }
  | { kind: 'photo'; x: number; y: number; w: number; h: number };

export interface CardLayout {
  width: number;
  height: number;
  ops: CardOp[];
}

/** The width of `text` drawn in `font` (a canvas font shorthand). */
export type FontMeasure = (text: string, font: string) => number;

export const CARD_WIDTH = 1200;
export const CARD_MIN_HEIGHT = 630;
export const TITLE_MAX_LINES = 3;
export const DISCLOSURE_MAX_LINES = 4;
const PAD = 64;
const INNER = CARD_WIDTH - 2 * PAD;
const LOGO = 72;
export const PHOTO_HEIGHT = 560;
const FAMILY = 'system-ui, "Noto Sans", "Noto Sans Devanagari", "Noto Color Emoji", sans-serif';
const font = (weight: number, px: number) => `${weight} ${px}px ${FAMILY}`;

export const CARD_FONTS = {
  disclosure: font(700, 34),
  store: font(600, 36),
  title: font(600, 52),
  price: font(700, 104),
  mrp: font(400, 44),
  badge: font(700, 36),
  coupon: font(700, 38),
  footer: font(400, 30),
} as const;

/** A filled, rounded label: `text` on `fill`, `height` tall, at (x, y); its width. */
function pill(
  ops: CardOp[],
  text: string,
  x: number,
  y: number,
  height: number,
  f: string,
  px: number,
  fill: ColorRole,
  color: ColorRole,
  measure: FontMeasure,
): number {
  const w = measure(text, f) + 2 * 20;
  ops.push({ kind: 'box', x, y, w, h: height, radius: height / 2, fill });
  ops.push({ kind: 'text', text, x: x + 20, y: y + (height + px * 0.7) / 2, font: f, color });
  return w;
}

export function layoutCard(
  texts: CardTexts,
  options: { logo: boolean; measure: FontMeasure; photo?: boolean },
): CardLayout {
  const { measure } = options;
  const ops: CardOp[] = [];
  let y = PAD;

  if (texts.disclosure !== null) {
    // Wrapped, not cut: the label is the point (up to 4 lines, enough for any sentence a destination sets).
    const lines = wrapText(texts.disclosure, INNER - 40, DISCLOSURE_MAX_LINES, (s) =>
      measure(s, CARD_FONTS.disclosure),
    );
    if (lines.length === 1) {
      pill(ops, lines[0] as string, PAD, y, 56, CARD_FONTS.disclosure, 34, 'accent', 'accentFg', measure);
      y += 56 + 28;
    } else {
      const w = Math.max(...lines.map((l) => measure(l, CARD_FONTS.disclosure))) + 40;
      const h = lines.length * 44 + 16;
      ops.push({ kind: 'box', x: PAD, y, w, h, radius: 16, fill: 'accent' });
      lines.forEach((line, i) => {
        ops.push({
          kind: 'text',
          text: line,
          x: PAD + 20,
          y: y + 8 + 34 + i * 44,
          font: CARD_FONTS.disclosure,
          color: 'accentFg',
        });
      });
      y += h + 28;
    }
  }

  // The product's photo under the disclosure (which stays the first thing on the image).
  if (options.photo) {
    ops.push({ kind: 'photo', x: PAD, y, w: INNER, h: PHOTO_HEIGHT });
    y += PHOTO_HEIGHT + 28;
  }

  const storeX = options.logo ? PAD + LOGO + 20 : PAD;
  if (options.logo) ops.push({ kind: 'logo', x: PAD, y, size: LOGO });
  if (texts.store !== '' || options.logo) {
    if (texts.store !== '') {
      const store = ellipsise(texts.store, CARD_WIDTH - PAD - storeX, (s) => measure(s, CARD_FONTS.store));
      ops.push({
        kind: 'text',
        text: store,
        x: storeX,
        y: y + (options.logo ? 49 : 36),
        font: CARD_FONTS.store,
        color: 'muted',
      });
    }
    y += (options.logo ? LOGO : 44) + 28;
  }

  for (const line of wrapText(texts.title, INNER, TITLE_MAX_LINES, (s) => measure(s, CARD_FONTS.title))) {
    ops.push({ kind: 'text', text: line, x: PAD, y: y + 52, font: CARD_FONTS.title, color: 'fg' });
    y += 66;
  }
  y += 28;

  if (texts.price !== null || texts.percentOff !== null) {
    let x = PAD;
    if (texts.price !== null) {
      ops.push({ kind: 'text', text: texts.price, x, y: y + 100, font: CARD_FONTS.price, color: 'accent' });
      x += measure(texts.price, CARD_FONTS.price) + 32;
    }
    const mrpW = texts.mrp === null ? 0 : measure(texts.mrp, CARD_FONTS.mrp) + 28;
    const badgeW = texts.percentOff === null ? 0 : measure(texts.percentOff, CARD_FONTS.badge) + 40;
    // What does not fit beside the price goes on a row of its own under it.
    let baseline = y + 100;
    if (x + mrpW + badgeW > CARD_WIDTH - PAD && texts.price !== null) {
      y += 120;
      x = PAD;
      baseline = y + 44;
    }
    if (texts.mrp !== null) {
      ops.push({ kind: 'text', text: texts.mrp, x, y: baseline, font: CARD_FONTS.mrp, color: 'muted', strike: true });
      x += mrpW;
    }
    if (texts.percentOff !== null)
      pill(ops, texts.percentOff, x, baseline - 44, 56, CARD_FONTS.badge, 36, 'badge', 'badgeFg', measure);
    y = baseline + 40;
  }

  if (texts.coupon !== null) {
    const coupon = ellipsise(texts.coupon, INNER - 48, (s) => measure(s, CARD_FONTS.coupon));
    const w = measure(coupon, CARD_FONTS.coupon) + 48;
    ops.push({ kind: 'box', x: PAD, y, w, h: 68, radius: 10, fill: 'surface', stroke: 'border', dashed: true });
    ops.push({ kind: 'text', text: coupon, x: PAD + 24, y: y + 47, font: CARD_FONTS.coupon, color: 'fg' });
    y += 68 + 28;
  }

  for (const line of [texts.validTill, texts.priceRead]) {
    if (line === null) continue;
    ops.push({
      kind: 'text',
      text: ellipsise(line, INNER, (s) => measure(s, CARD_FONTS.footer)),
      x: PAD,
      y: y + 30,
      font: CARD_FONTS.footer,
      color: 'muted',
    });
    y += 44;
  }

  return { width: CARD_WIDTH, height: Math.max(CARD_MIN_HEIGHT, Math.ceil(y - 28 + PAD)), ops };
}
