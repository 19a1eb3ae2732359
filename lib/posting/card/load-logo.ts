// The store's logo for a card, or null: never longer than LOGO_TIME_LIMIT_MS, never an error. A card without its
// logo is still a card; a card that waits on a slow logo server is not.
import { parseWebUrl } from '../../core/web-url';

export const LOGO_TIME_LIMIT_MS = 3000;

export type LogoLoader = (url: string) => Promise<ImageBitmap | null>;

/** Fetched without cookies and decoded; a cross-origin answer without CORS fails here (a tainted canvas could not be exported). */
export const fetchLogo: LogoLoader = async (url) => {
  const res = await fetch(url, { credentials: 'omit', referrerPolicy: 'no-referrer' });
  if (!res.ok) return null;
  const blob = await res.blob();
  if (!blob.type.startsWith('image/')) return null;
  return createImageBitmap(blob);
};

export async function loadLogoWithin(
  url: string | null,
  load: LogoLoader = fetchLogo,
  limitMs: number = LOGO_TIME_LIMIT_MS,
): Promise<ImageBitmap | null> {
  const web = parseWebUrl(url);
  if (!web) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), limitMs);
  });
  try {
    const loading = load(web.href).catch(() => null);
    const logo = await Promise.race([loading, late]);
    // A logo that arrives after the limit is closed, not drawn.
    if (logo === null) void loading.then((late) => late?.close());
    return logo;
  } finally {
    clearTimeout(timer);
  }
}
