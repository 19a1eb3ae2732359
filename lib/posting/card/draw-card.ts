// The deal card: a PNG of the offer drawn from the API's own data, in an extension page (OffscreenCanvas where the
// page has it, else a <canvas>). No product image from a store's page; the disclosure is on the image.
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

function run(g: Context2D, op: CardOp, colors: Record<string, string>, logo: ImageBitmap | null): void {
  if (op.kind === 'logo') {
    if (!logo) return;
    // Contained in the square, its own proportions kept.
    const scale = Math.min(op.size / logo.width, op.size / logo.height);
    const w = logo.width * scale;
    const h = logo.height * scale;
    g.drawImage(logo, op.x + (op.size - w) / 2, op.y + (op.size - h) / 2, w, h);
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

export async function drawDealCard(
  deal: DealCardData,
  options: { look: CardLook; loadLogo?: LogoLoader },
): Promise<{ blob: Blob; width: number; height: number }> {
  const logo = await loadLogoWithin(deal.logoUrl, options.loadLogo);
  try {
    const s = surface();
    const g = s.context;
    const layout = layoutCard(cardTexts(deal), {
      logo: logo !== null,
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
    for (const op of layout.ops) run(g, op, colors, logo);
    const blob = await s.png();
    const problem = photoLimitProblem({ width: layout.width, height: layout.height, bytes: blob.size });
    if (problem) throw new Error(t('cardOutsidePhotoLimits', problem));
    return { blob, width: layout.width, height: layout.height };
  } finally {
    logo?.close();
  }
}
