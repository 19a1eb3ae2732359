// A PNG's size as Telegram checks a photo: at most 10 MB, width + height at most 10,000, the ratio at most 20.
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MAX_SIDES = 10_000;
export const PHOTO_MAX_RATIO = 20;

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from the IHDR chunk; null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || SIGNATURE.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

export type PhotoProblem = 'not_png' | 'too_big' | 'too_large_sides' | 'ratio';

/** Why Telegram would refuse these bytes as a photo, or null. */
export function photoProblem(bytes: Uint8Array): PhotoProblem | null {
  const size = pngSize(bytes);
  if (!size || size.width === 0 || size.height === 0) return 'not_png';
  if (bytes.length > PHOTO_MAX_BYTES) return 'too_big';
  if (size.width + size.height > PHOTO_MAX_SIDES) return 'too_large_sides';
  if (Math.max(size.width, size.height) / Math.min(size.width, size.height) > PHOTO_MAX_RATIO) return 'ratio';
  return null;
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
