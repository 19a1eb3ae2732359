// A link's QR code, drawn as an SVG, with "Save QR code" (a PNG for stories and print). Shared by the popup's Share
// panel and Options -> History; both load it only when asked (qrcode-generator is most of its size).
import { useMemo } from 'preact/hooks';
import qrcode from 'qrcode-generator';
import { t } from '../lib/core/i18n';

type QrCode = ReturnType<typeof qrcode>;
const MARGIN = 4;

function makeQr(text: string): QrCode {
  try {
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    return qr;
  } catch {
    // Long links do not fit at level M; L holds about a quarter more.
    const qr = qrcode(0, 'L');
    qr.addData(text);
    qr.make();
    return qr;
  }
}

/** The dark modules of `text` as one SVG path (a 1×1 square per module), and the side length in modules. */
export function qrPath(text: string): { size: number; path: string; qr: QrCode } {
  const qr = makeQr(text);
  const size = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (qr.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { size, path, qr };
}

/** The QR code as a PNG: 8 pixels a module, a white quiet zone of four modules. */
function savePng(qr: QrCode, size: number): void {
  const scale = 8;
  const side = (size + 2 * MARGIN) * scale;
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const g = canvas.getContext('2d');
  if (!g) return;
  g.fillStyle = '#fff';
  g.fillRect(0, 0, side, side);
  g.fillStyle = '#000';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (qr.isDark(row, col)) g.fillRect((col + MARGIN) * scale, (row + MARGIN) * scale, scale, scale);
    }
  }
  const a = document.createElement('a');
  a.href = canvas.toDataURL('image/png');
  a.download = 'affiliate-link-qr.png';
  a.click();
}

/** The code drawn at `px` pixels, named `label` (role img), or hidden from assistive technology without one. */
function QrSvg({ drawn, label, px }: { drawn: ReturnType<typeof qrPath>; label?: string; px: number }) {
  const side = drawn.size + 2 * MARGIN;
  const box = `${-MARGIN} ${-MARGIN} ${side} ${side}`;
  const modules = (
    <>
      <rect x={-MARGIN} y={-MARGIN} width={side} height={side} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </>
  );
  return label ? (
    <svg
      class="qr-image"
      role="img"
      aria-label={label}
      viewBox={box}
      width={px}
      height={px}
      shape-rendering="crispEdges"
    >
      {modules}
    </svg>
  ) : (
    <svg class="qr-image" aria-hidden="true" viewBox={box} width={px} height={px} shape-rendering="crispEdges">
      {modules}
    </svg>
  );
}

function useDrawn(text: string) {
  return useMemo(() => {
    try {
      return text ? qrPath(text) : null;
    } catch {
      return null;
    }
  }, [text]);
}

/** `text`'s QR code named `label` (role img), and its Save button; a status line when the text is too long. */
export function QrImage({ text, label }: { text: string; label: string }) {
  const drawn = useDrawn(text);
  if (!drawn) {
    return (
      <p class="status" role="status">
        {t('popupQrLinkTooLong')}
      </p>
    );
  }
  return (
    <>
      <QrSvg drawn={drawn} label={label} px={200} />
      <button type="button" onClick={() => savePng(drawn.qr, drawn.size)}>
        {t('popupSaveQrCode')}
      </button>
    </>
  );
}

/** A small picture of `text`'s QR code for a button that opens the full one (the button carries the name). */
export function QrThumb({ text }: { text: string }) {
  const drawn = useDrawn(text);
  return drawn ? <QrSvg drawn={drawn} px={80} /> : null;
}
