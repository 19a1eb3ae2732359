// The store's logo for a card, or null: never longer than LOGO_TIME_LIMIT_MS, never bigger than LOGO_MAX_BYTES,
// only from a public address (lib/core/public-address.ts: a campaign's `image` on 127.0.0.1 or the local network is
// never fetched with the extension's rights), never an error. A card without its logo is still a card; a card that
// waits on a slow logo server is not.
import { fetchPublic, isPublicUrl } from '../../core/public-address';
import { parseWebUrl } from '../../core/web-url';

export const LOGO_TIME_LIMIT_MS = 3000;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export type LogoLoader = (url: string) => Promise<ImageBitmap | null>;

/** Fetched without cookies and decoded; a cross-origin answer without CORS fails here (a tainted canvas could not be exported). */
export const fetchLogo: LogoLoader = async (url) => {
  const { bytes, type } = await fetchPublic(url, { maxBytes: LOGO_MAX_BYTES, timeoutMs: LOGO_TIME_LIMIT_MS });
  if (!type.startsWith('image/')) return null;
  return createImageBitmap(new Blob([bytes as BlobPart], { type }));
};

export async function loadLogoWithin(
  url: string | null,
  load: LogoLoader = fetchLogo,
  limitMs: number = LOGO_TIME_LIMIT_MS,
): Promise<ImageBitmap | null> {
  const web = parseWebUrl(url);
  if (!web || !isPublicUrl(web)) return null;
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
