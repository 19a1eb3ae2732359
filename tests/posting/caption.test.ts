// The caption's pure rules: the template, the disclosure first, hashtags, HTML escaping, Telegram's length (UTF-16
// after entity parsing: an emoji counts 2), the long caption split, WhatsApp's form.
import { describe, expect, it } from 'vitest';
import {
  buildCaption,
  escapeHtml,
  hashtagLine,
  MESSAGE_TEXT_MAX,
  PHOTO_CAPTION_MAX,
  planTexts,
  renderTemplate,
  type TemplateValues,
  telegramLength,
  whatsappShareUrl,
  whatsappText,
  withDisclosure,
} from '../../lib/posting/caption';

const values: TemplateValues = {
  title: 'Basmati rice 5 kg',
  price: '₹499.00',
  mrp: '₹799.00',
  percent_off: '38%',
  coupon: 'FRESH150',
  valid_till: '2026-12-31',
  store: 'Kirana Basket',
  link: 'https://track.example/c?cid=502',
};

describe('the template', () => {
  it('fills every variable', () => {
    const template = '{title} {price} {mrp} {percent_off} {coupon} {valid_till} {store} {link}';
    expect(renderTemplate(template, values)).toBe(
      'Basmati rice 5 kg ₹499.00 ₹799.00 38% FRESH150 2026-12-31 Kirana Basket https://track.example/c?cid=502',
    );
  });

  it('leaves out a line with an empty variable, and keeps an unknown name as typed', () => {
    const template = '{title}\nCode: {coupon}\n{price} (MRP {mrp})\n{percent_off} off\n{nope} {link}';
    const text = renderTemplate(template, { ...values, coupon: '', mrp: '' });
    expect(text).toBe('Basmati rice 5 kg\n38% off\n{nope} https://track.example/c?cid=502');
  });

  it('puts the disclosure on the first line and the hashtags last, unless the disclosure is off', () => {
    const parts = { template: '{title}\n{link}', values, hashtags: 'deals, #india  rice!' };
    expect(buildCaption({ ...parts, disclosure: '#ad' })).toBe(
      '#ad\nBasmati rice 5 kg\nhttps://track.example/c?cid=502\n#deals #india #rice',
    );
    expect(buildCaption({ ...parts, disclosure: null }).startsWith('Basmati')).toBe(true);
    expect(hashtagLine('')).toBe('');
  });

  it('adds the disclosure back when the edited caption lost it', () => {
    expect(withDisclosure('Rice\nlink', '#ad')).toBe('#ad\nRice\nlink');
    expect(withDisclosure('#ad Rice', '#ad')).toBe('#ad Rice');
    expect(withDisclosure('Rice', null)).toBe('Rice');
  });

  it('counts the disclosure only as a whole word: a first line "#adidas …" does not carry #ad', () => {
    expect(withDisclosure('#adidas Superstar at 40% off', '#ad')).toBe('#ad\n#adidas Superstar at 40% off');
    expect(withDisclosure('Shoes #ads', '#ad')).toBe('#ad\nShoes #ads');
    expect(withDisclosure('Shoes (#ad)', '#ad')).toBe('Shoes (#ad)');
    expect(withDisclosure('Shoes #ad, today', '#ad')).toBe('Shoes #ad, today');
    expect(withDisclosure('Paid partnership: shoes', 'Paid partnership')).toBe('Paid partnership: shoes');
    expect(withDisclosure('Ad.(1) shoes', 'Ad.(1)')).toBe('Ad.(1) shoes');
  });
});

describe('HTML and length', () => {
  it('escapes <, > and & only', () => {
    expect(escapeHtml('<b>& "quoted" \'x\'</b>')).toBe('&lt;b&gt;&amp; "quoted" \'x\'&lt;/b&gt;');
  });

  it('counts as Telegram does: UTF-16 units after entity parsing (an emoji counts 2)', () => {
    expect(telegramLength(escapeHtml('<b>&'))).toBe(4);
    expect(telegramLength('😀')).toBe(2);
    expect(telegramLength('<b>ab</b> &amp;')).toBe(4);
    expect(telegramLength('₹')).toBe(1);
  });
});

describe('a caption too long for a photo', () => {
  const link = 'https://track.example/c?cid=502&url=https%3A%2F%2Fshop.example%2Fitem';
  const long = `#ad\n${'Great rice. '.repeat(100)}\n${link}`;

  it('fits as it is when within 1,024, or without a photo within 4,096', () => {
    expect(planTexts('#ad\nRice', { photo: true, title: 'Rice', link, disclosure: '#ad' })).toEqual({
      first: '#ad\nRice',
      followUp: null,
    });
    expect(planTexts(long, { photo: false, title: 'Rice', link, disclosure: '#ad' }).followUp).toBeNull();
  });

  it('becomes a short caption (disclosure, title cut, whole link) and the whole caption as a message after it', () => {
    const title = `😀${'Very long title '.repeat(100)}`;
    const texts = planTexts(long, { photo: true, title, link, disclosure: '#ad' });
    expect(telegramLength(texts.first)).toBeLessThanOrEqual(PHOTO_CAPTION_MAX);
    expect(texts.first.startsWith('#ad\n😀Very long')).toBe(true);
    expect(texts.first.endsWith(`…\n${escapeHtml(link)}`)).toBe(true);
    expect(texts.followUp).toBe(escapeHtml(long));
  });

  it('refuses one over 4,096, cutting nothing', () => {
    expect(() =>
      planTexts('x'.repeat(MESSAGE_TEXT_MAX + 1), { photo: false, title: '', link, disclosure: null }),
    ).toThrow(/4097 characters; at most 4096/);
  });
});

describe('WhatsApp', () => {
  it('puts the title in *bold* and shares the text through wa.me', () => {
    expect(whatsappText('#ad\nRice *50%*\nlink', 'Rice *50%*')).toBe('#ad\n*Rice 50%*\nlink');
    expect(whatsappShareUrl('a & b')).toBe('https://wa.me/?text=a%20%26%20b');
  });
});

describe('the card Post now sends', () => {
  it('reads a PNG’s size from its bytes and refuses what Telegram would', async () => {
    const { makePng } = await import('./png-fixture');
    const { photoProblem, pngSize } = await import('../../lib/posting/png');
    expect(pngSize(makePng(1080, 1350))).toEqual({ width: 1080, height: 1350 });
    expect(photoProblem(makePng(1080, 1080))).toBeNull();
    expect(photoProblem(makePng(9000, 1001))).toBe('dimensions');
    expect(photoProblem(makePng(2100, 100))).toBe('ratio');
    expect(photoProblem(new TextEncoder().encode('GIF89a and more bytes here'))).toBe('not_png');
  });
});
