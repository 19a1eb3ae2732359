// A QR code of the link, drawn only when asked: qrcode-generator is loaded with a dynamic import then.

import { useEffect, useState } from 'preact/hooks';
import type qrcodeFactory from 'qrcode-generator';
import { t } from '../../lib/i18n';

type QrFactory = typeof qrcodeFactory;

let factory: Promise<QrFactory> | undefined;
function loadFactory(): Promise<QrFactory> {
  if (!factory) factory = import('qrcode-generator').then((m) => m.default);
  return factory;
}

/** The dark modules of `text` as one SVG path (a 1×1 square per module), and the side length in modules. */
export function qrPath(qrcode: QrFactory, text: string): { size: number; path: string } {
  let qr: ReturnType<QrFactory>;
  try {
    qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
  } catch {
    // Long links do not fit at level M; L holds about a quarter more.
    qr = qrcode(0, 'L');
    qr.addData(text);
    qr.make();
  }
  const size = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (qr.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { size, path };
}

type Drawn = { text: string; size: number; path: string } | { text: string; error: string };

export function QrCode({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  useEffect(() => {
    if (!open || !text) return;
    let live = true;
    loadFactory().then(
      (qrcode) => {
        if (!live) return;
        try {
          setDrawn({ text, ...qrPath(qrcode, text) });
        } catch {
          setDrawn({ text, error: t('popupQrLinkTooLong') });
        }
      },
      () => live && setDrawn({ text, error: t('popupQrLoadFailed') }),
    );
    return () => {
      live = false;
    };
  }, [open, text]);

  const current = drawn && drawn.text === text ? drawn : null;
  const margin = 4;
  // A fragment: the button sits in the link's row of actions, the code below it.
  return (
    <>
      <button type="button" aria-expanded={open} disabled={!text} onClick={() => setOpen(!open)}>
        {open ? t('popupHideQrCode') : t('popupShowQrCode')}
      </button>
      {open && text && !current && <p class="muted qr-block">{t('popupQrDrawing')}</p>}
      {open && current && 'error' in current && (
        <p class="status qr-block" role="status">
          {current.error}
        </p>
      )}
      {open && current && 'path' in current && (
        <div class="qr-block">
          <svg
            class="qr-image"
            role="img"
            aria-label={t('popupQrCodeLabel')}
            viewBox={`${-margin} ${-margin} ${current.size + 2 * margin} ${current.size + 2 * margin}`}
            width="200"
            height="200"
            shape-rendering="crispEdges"
          >
            <rect
              x={-margin}
              y={-margin}
              width={current.size + 2 * margin}
              height={current.size + 2 * margin}
              fill="#fff"
            />
            <path d={current.path} fill="#000" />
          </svg>
        </div>
      )}
    </>
  );
}
