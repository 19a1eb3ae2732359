// The product photo for a card: only from a public web address, no redirects or cookies, within a size and a time
// limit; null (a card without the photo) instead of an error.
import { describe, expect, it, vi } from 'vitest';
import { loadProductPhoto, publicPhotoUrl } from '../../../lib/posting/card/load-photo';

const bitmap = { width: 1, height: 1, close() {} } as unknown as ImageBitmap;
const png = (bytes: number, headers: Record<string, string> = {}) =>
  new Response(new Uint8Array(bytes), { headers: { 'content-type': 'image/png', ...headers } });

describe('the product photo', () => {
  it('comes only from a public http(s) address', () => {
    for (const url of [
      'http://127.0.0.1/p.png',
      'http://localhost:8080/p.png',
      'http://10.0.0.5/p.png',
      'http://192.168.1.1/p.png',
      'http://[::1]/p.png',
      'http://0x7f.1/p.png',
      'file:///etc/passwd',
      'data:image/png;base64,AAAA',
      'https://user:pw@cdn.example/p.png',
      null,
    ]) {
      expect(publicPhotoUrl(url), String(url)).toBeNull();
    }
    expect(publicPhotoUrl('https://m.media-amazon.com/images/I/x.jpg')?.href).toBe(
      'https://m.media-amazon.com/images/I/x.jpg',
    );
  });

  it('is fetched without cookies or redirects, and decoded', async () => {
    const fetch = vi.fn(async () => png(100));
    const decode = vi.fn(async () => bitmap);
    expect(await loadProductPhoto('https://cdn.example/p.png', { fetch, decode })).toBe(bitmap);
    expect(fetch).toHaveBeenCalledWith(
      'https://cdn.example/p.png',
      expect.objectContaining({ credentials: 'omit', redirect: 'error', referrerPolicy: 'no-referrer' }),
    );
    expect(await loadProductPhoto('http://127.0.0.1/p.png', { fetch, decode })).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('past its size (declared or read), not an image, or too slow: null', async () => {
    const decode = async () => bitmap;
    const at = 'https://cdn.example/p.png';
    expect(
      await loadProductPhoto(at, {
        fetch: async () => png(10, { 'content-length': '999999' }),
        decode,
        maxBytes: 1000,
      }),
    ).toBeNull();
    expect(await loadProductPhoto(at, { fetch: async () => png(2000), decode, maxBytes: 1000 })).toBeNull();
    expect(
      await loadProductPhoto(at, {
        fetch: async () => new Response('<html>', { headers: { 'content-type': 'text/html' } }),
        decode,
      }),
    ).toBeNull();
    const never = (_: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    expect(await loadProductPhoto(at, { fetch: never as typeof fetch, decode, limitMs: 20 })).toBeNull();
  });
});
