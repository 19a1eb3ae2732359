// The product's photo for a deal card, fetched only where the publisher allowed it for the store: only from a public
// web address (never this computer or the local network: judged on the URL's host, lib/post/private-address.ts), no
// redirects (one could lead there), no cookies, at most PHOTO_FETCH_MAX_BYTES read and PHOTO_TIME_LIMIT_MS waited.
// Null instead of an error: a card without its photo is still a card. Used once, in the page; nothing is stored.
import { isPrivateHost } from '../../post/private-address';

export const PHOTO_FETCH_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TIME_LIMIT_MS = 5000;

/** An http(s) address on a public host, or null. */
export function publicPhotoUrl(address: string | null): URL | null {
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.hostname || url.username || url.password || isPrivateHost(url.hostname)) return null;
  return url;
}

/** The body, read up to `max` bytes; null past it. */
async function cappedBytes(response: Response, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) return null;
  const reader = response.body?.getReader();
  if (!reader) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

export interface PhotoFetchOptions {
  fetch?: typeof fetch;
  decode?: (blob: Blob) => Promise<ImageBitmap>;
  maxBytes?: number;
  limitMs?: number;
}

export async function loadProductPhoto(
  address: string | null,
  options: PhotoFetchOptions = {},
): Promise<ImageBitmap | null> {
  const url = publicPhotoUrl(address);
  if (!url) return null;
  const { maxBytes = PHOTO_FETCH_MAX_BYTES, limitMs = PHOTO_TIME_LIMIT_MS } = options;
  const doFetch = options.fetch ?? fetch;
  const decode = options.decode ?? ((blob: Blob) => createImageBitmap(blob));
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), limitMs);
  try {
    const response = await doFetch(url.href, {
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      redirect: 'error',
      signal: abort.signal,
    });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.startsWith('image/')) return null;
    const bytes = await cappedBytes(response, maxBytes);
    if (!bytes) return null;
    return await decode(new Blob([bytes], { type }));
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
