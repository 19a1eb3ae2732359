// The deal card: a PNG of the offer drawn from the API's own data (or a product page's own), in an extension page
// (OffscreenCanvas where the page has it, else a <canvas>). A product photo only where the publisher allowed it for
// the store; the disclosure is on the image.
import { t } from '../../core/i18n';
import { type CardOp, layoutCard } from './card-layout';
import { CARD_LOOKS, type CardLook } from './card-looks';
import { cardTexts } from './card-texts';
import type { DealCardData } from './deal-card-data';
import { type LogoLoader, loadLogoWithin } from './load-logo';
import { photoLimitProblem } from './photo-limits';

export { type PhotoLimitProblem, photoLimitProblem } from './photo-limits';
export type { DealCardData };

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

interface Surface {
  context: Context2D;
  resize(width: number, height: number): void;
  png(): Promise<Blob>;
}

function surface(): Surface {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(1, 1);
    const context = canvas.getContext('2d');
    if (context) {
      return {
        context,
        resize: (w, h) => Object.assign(canvas, { width: w, height: h }),
        png: () => canvas.convertToBlob({ type: 'image/png' }),
      };
    }
  }
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error(t('cardCannotDraw'));
  return {
    context,
    resize: (w, h) => Object.assign(canvas, { width: w, height: h }),
    png: () =>
      new Promise((resolve, reject) =>
        canvas.toBlob((b) => (b ? resolve(b) : reject(new Error(t('cardCannotDraw')))), 'image/png'),
      ),
  };
}

/** The image contained in the box, its own proportions kept, centred. */
function contain(g: Context2D, image: ImageBitmap, x: number, y: number, boxW: number, boxH: number): void {
  const scale = Math.min(boxW / image.width, boxH / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  g.drawImage(image, x + (boxW - w) / 2, y + (boxH - h) / 2, w, h);
}

interface Images {
  logo: ImageBitmap | null;
  photo: ImageBitmap | null;
}

function run(g: Context2D, op: CardOp, colors: Record<string, string>, images: Images): void {
  if (op.kind === 'logo') {
    if (images.logo) contain(g, images.logo, op.x, op.y, op.size, op.size);
    return;
  }
  if (op.kind === 'photo') {
    if (images.photo) contain(g, images.photo, op.x, op.y, op.w, op.h);
    return;
  }
  if (op.kind === 'box') {
    g.beginPath();
    g.roundRect(op.x, op.y, op.w, op.h, op.radius);
    if (op.fill) {
      g.fillStyle = colors[op.fill] as string;
      g.fill();
    }
    if (op.stroke) {
      g.setLineDash(op.dashed ? [10, 8] : []);
      g.lineWidth = 3;
      g.strokeStyle = colors[op.stroke] as string;
      g.stroke();
      g.setLineDash([]);
    }
    return;
  }
  g.font = op.font;
  g.fillStyle = colors[op.color] as string;
  g.fillText(op.text, op.x, op.y);
  if (op.strike) {
    const width = g.measureText(op.text).width;
    const size = Number(/(\d+)px/.exec(op.font)?.[1] ?? 16);
    g.fillRect(op.x, op.y - size * 0.32, width, Math.max(2, size / 14));
  }
}

/** `photo`: the product's photo, already fetched within its limits (load-photo.ts); drawn under the disclosure. */
export async function drawDealCard(
  deal: DealCardData,
  options: { look: CardLook; loadLogo?: LogoLoader; photo?: ImageBitmap | null },
): Promise<{ blob: Blob; width: number; height: number }> {
  const logo = await loadLogoWithin(deal.logoUrl, options.loadLogo);
  const photo = options.photo ?? null;
  try {
    const s = surface();
    const g = s.context;
    const layout = layoutCard(cardTexts(deal), {
      logo: logo !== null,
      photo: photo !== null,
      measure: (text, font) => {
        g.font = font;
        return g.measureText(text).width;
      },
    });
    s.resize(layout.width, layout.height); // resets the context's state
    const colors = CARD_LOOKS[options.look];
    g.fillStyle = colors.bg;
    g.fillRect(0, 0, layout.width, layout.height);
    g.textBaseline = 'alphabetic';
    for (const op of layout.ops) run(g, op, colors, { logo, photo });
    const blob = await s.png();
    const problem = photoLimitProblem({ width: layout.width, height: layout.height, bytes: blob.size });
    if (problem) throw new Error(t('cardOutsidePhotoLimits', problem));
    return { blob, width: layout.width, height: layout.height };
  } finally {
    logo?.close();
  }
}
