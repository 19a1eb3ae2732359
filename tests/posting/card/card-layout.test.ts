import { describe, expect, it } from 'vitest';
import {
  CARD_FONTS,
  CARD_MIN_HEIGHT,
  CARD_WIDTH,
  type CardOp,
  layoutCard,
  TITLE_MAX_LINES,
} from '../../../lib/posting/card/card-layout';
import { cardTexts } from '../../../lib/posting/card/card-texts';
import type { DealCardData } from '../../../lib/posting/card/draw-card';
import { photoLimitProblem } from '../../../lib/posting/card/photo-limits';

// Half the font's size a grapheme: close enough to a real font for the layout's decisions.
const measure = (text: string, font: string) =>
  Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)).length *
  Number(/(\d+)px/.exec(font)?.[1]) *
  0.5;

const deal: DealCardData = {
  title: 'boAt Airdopes 141 Bluetooth TWS Earbuds with 42H Playtime',
  price: 1299,
  mrp: 4490,
  percentOff: 71,
  coupon: 'BOAT10',
  validTill: '2026-12-31',
  store: 'Amazon India',
  logoUrl: 'https://logos.example/amazon.png',
  currency: 'INR',
  priceReadAt: null,
  imageUrl: null,
  disclosure: '#ad',
};

const texts = (ops: CardOp[]) => ops.flatMap((op) => (op.kind === 'text' ? [op.text] : []));

describe('cardTexts', () => {
  it('words every field the way the extension does', () => {
    expect(cardTexts(deal)).toEqual({
      disclosure: '#ad',
      store: 'Amazon India',
      title: deal.title,
      price: '₹1,299',
      mrp: '₹4,490',
      percentOff: '71% off',
      coupon: 'Coupon BOAT10',
      validTill: 'Valid till 31 Dec',
      priceRead: null,
    });
  });

  it('says when a price was read from the page', () => {
    const at = '2026-11-26T09:05:00Z';
    expect(cardTexts({ ...deal, priceReadAt: at }).priceRead).toMatch(
      /^Price read \d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2}$/,
    );
  });

  it('leaves out what the deal does not have', () => {
    const bare = cardTexts({
      ...deal,
      price: null,
      mrp: null,
      percentOff: null,
      coupon: ' ',
      validTill: null,
      disclosure: null,
    });
    expect(bare).toMatchObject({
      price: null,
      mrp: null,
      percentOff: null,
      coupon: null,
      validTill: null,
      disclosure: null,
    });
  });

  it('shows the original price as the price when there is no discount price, never struck through', () => {
    expect(cardTexts({ ...deal, price: null })).toMatchObject({ price: '₹4,490', mrp: null });
    // An "original" price not above the price is not a discount.
    expect(cardTexts({ ...deal, mrp: 1299 })).toMatchObject({ price: '₹1,299', mrp: null });
  });

  it('formats in the account currency', () => {
    expect(cardTexts({ ...deal, currency: 'USD', price: 19.5, mrp: 25 })).toMatchObject({ price: '$19.5', mrp: '$25' });
  });
});

describe('layoutCard', () => {
  it('draws every field of a full deal, the disclosure first', () => {
    const layout = layoutCard(cardTexts({ ...deal, priceReadAt: '2026-11-26T09:05:00Z' }), { logo: true, measure });
    const words = texts(layout.ops);
    expect(words[0]).toBe('#ad');
    for (const w of ['Amazon India', '₹1,299', '₹4,490', '71% off', 'Coupon BOAT10', 'Valid till 31 Dec']) {
      expect(words).toContain(w);
    }
    expect(words.some((w) => w.startsWith('Price read '))).toBe(true);
    expect(layout.ops.filter((op) => op.kind === 'logo')).toHaveLength(1);
    const struck = layout.ops.filter((op) => op.kind === 'text' && op.strike);
    expect(struck.map((op) => op.kind === 'text' && op.text)).toEqual(['₹4,490']);
  });

  it('leaves out the lines of missing fields and the logo that did not load', () => {
    const layout = layoutCard(
      cardTexts({ ...deal, mrp: null, percentOff: null, coupon: null, validTill: null, disclosure: null }),
      { logo: false, measure },
    );
    const words = texts(layout.ops);
    expect(words[0]).toBe('Amazon India');
    expect(words.slice(1, -1).join(' ')).toBe(deal.title);
    expect(words.at(-1)).toBe('₹1,299');
    expect(layout.ops.some((op) => op.kind === 'logo' || op.kind === 'box')).toBe(false);
  });

  it('keeps every drawn thing inside the card and the card within the photo limits', () => {
    const long = {
      ...deal,
      title: 'Very long title '.repeat(40),
      store: 'S'.repeat(300),
      coupon: 'C'.repeat(200),
      disclosure: '#ad '.repeat(100),
    };
    const layout = layoutCard(cardTexts(long), { logo: true, photo: true, measure });
    expect(layout.ops.some((op) => op.kind === 'photo')).toBe(true);
    for (const op of layout.ops) {
      const right =
        op.kind === 'text'
          ? op.x + measure(op.text, op.font)
          : op.kind === 'box' || op.kind === 'photo'
            ? op.x + op.w
            : op.x + op.size;
      expect(right, JSON.stringify(op)).toBeLessThanOrEqual(CARD_WIDTH);
      expect(op.y, JSON.stringify(op)).toBeLessThanOrEqual(layout.height);
    }
    const titleLines = layout.ops.flatMap((op) =>
      op.kind === 'text' && op.font === CARD_FONTS.title ? [op.text] : [],
    );
    expect(titleLines).toHaveLength(TITLE_MAX_LINES);
    expect(titleLines.at(-1)?.endsWith('…')).toBe(true);
    expect(photoLimitProblem({ width: layout.width, height: layout.height, bytes: 1 })).toBeNull();
  });

  it('wraps a long disclosure instead of cutting it', () => {
    const disclosure = 'Affiliate link: I earn a commission when you buy through it, at no cost to you.';
    const layout = layoutCard(cardTexts({ ...deal, disclosure }), { logo: false, measure });
    const lines = layout.ops.flatMap((op) =>
      op.kind === 'text' && op.font === CARD_FONTS.disclosure ? [op.text] : [],
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(disclosure);
    const box = layout.ops[0];
    expect(box?.kind === 'box' && box.h).toBeGreaterThanOrEqual(lines.length * 34);
  });

  it('is never shorter than its minimum, and grows with its content', () => {
    const small = layoutCard(cardTexts({ ...deal, title: 'Mug', coupon: null, validTill: null, disclosure: null }), {
      logo: false,
      measure,
    });
    expect(small.height).toBe(CARD_MIN_HEIGHT);
    const big = layoutCard(cardTexts({ ...deal, title: 'word '.repeat(80), priceReadAt: '2026-11-26T09:05:00Z' }), {
      logo: true,
      measure,
    });
    expect(big.height).toBeGreaterThan(CARD_MIN_HEIGHT);
  });

  it('puts the struck price and the discount under the price when they do not fit beside it', () => {
    const layout = layoutCard(cardTexts({ ...deal, price: 123456789, mrp: 987654321 }), { logo: false, measure });
    const price = layout.ops.find((op) => op.kind === 'text' && op.text.startsWith('₹12'));
    const mrp = layout.ops.find((op) => op.kind === 'text' && op.strike);
    expect(mrp && price && mrp.y > price.y).toBe(true);
    expect(mrp?.x).toBe(64);
  });
});
