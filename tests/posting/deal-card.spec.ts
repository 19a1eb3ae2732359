// The deal card drawn by Chromium itself, in an extension page: lib/posting/card/draw-card.ts is bundled as it is
// (no page of the build has to expose it) and run in options.html, with its i18n and canvas.
import { build } from 'vite';
import type { DealCardData } from '../../lib/posting/card/draw-card';
import { expect, test } from '../support/e2e/fixtures';

declare const dealCard: typeof import('../../lib/posting/card/draw-card');

async function cardBundle(): Promise<string> {
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: 'lib/posting/card/draw-card.ts', formats: ['iife'], name: 'dealCard' },
    },
  });
  const result = Array.isArray(out) ? out[0] : out;
  if (!result || !('output' in result)) throw new Error('The card did not bundle');
  return (result.output[0] as { code: string }).code;
}

const deal: DealCardData = {
  title:
    'सैमसंग गैलेक्सी M35 5G 🔥 (Moonlight Blue, 8GB RAM, 128GB) with a very long name that takes more than three lines on the card, so its end is cut',
  price: 17999,
  mrp: 24999,
  percentOff: 28,
  coupon: 'SAVE500',
  validTill: '2026-12-31',
  store: 'Amazon India',
  logoUrl: 'https://logo.invalid/amazon.png',
  currency: 'INR',
  priceReadAt: '2026-11-26T09:05:00Z',
  imageUrl: null,
  disclosure: '#ad',
};

test('the deal card is a PNG within Telegram’s photo limits, in a light and a dark look', async ({
  extensionPage,
}, testInfo) => {
  const page = await extensionPage('options.html');
  await page.evaluate(await cardBundle());
  const cards = await page.evaluate(async (data) => {
    // A logo made here (a store's logo server is not reachable from a test): drawn when it loads.
    const logo = () => createImageBitmap(new ImageData(new Uint8ClampedArray(64 * 64 * 4).fill(200), 64, 64));
    const one = async (look: 'light' | 'dark') => {
      const card = await dealCard.drawDealCard(data, { look, loadLogo: logo });
      const bytes = new Uint8Array(await card.blob.arrayBuffer());
      const image = await createImageBitmap(card.blob);
      const g = new OffscreenCanvas(image.width, image.height).getContext('2d') as OffscreenCanvasRenderingContext2D;
      g.drawImage(image, 0, 0);
      return {
        type: card.blob.type,
        width: card.width,
        height: card.height,
        decoded: [image.width, image.height],
        size: bytes.length,
        signature: Array.from(bytes.slice(0, 8)),
        corner: Array.from(g.getImageData(2, 2, 1, 1).data),
        base64: btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join('')),
      };
    };
    return { light: await one('light'), dark: await one('dark') };
  }, deal);

  for (const [look, card] of Object.entries(cards)) {
    await testInfo.attach(`deal-card-${look}.png`, {
      body: Buffer.from(card.base64, 'base64'),
      contentType: 'image/png',
    });
    expect(card.type).toBe('image/png');
    expect(card.signature).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(card.decoded).toEqual([card.width, card.height]);
    expect(card.width).toBe(1200);
    expect(card.width + card.height).toBeLessThanOrEqual(10_000);
    expect(Math.max(card.width / card.height, card.height / card.width)).toBeLessThanOrEqual(20);
    expect(card.size).toBeLessThanOrEqual(10 * 1024 * 1024);
    expect(card.size).toBeGreaterThan(5_000); // text, prices and the logo were drawn, not an empty card
  }
  expect(cards.light.corner).toEqual([255, 255, 255, 255]);
  expect(cards.dark.corner).toEqual([0x1b, 0x1e, 0x20, 255]);
  expect(cards.light.base64).not.toBe(cards.dark.base64);
  expect(cards.light.height).toBe(cards.dark.height);
});
