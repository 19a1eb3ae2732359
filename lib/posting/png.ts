// A PNG's size read from its bytes, judged by Telegram's photo limits (card/photo-limits.ts): what Post now checks
// before sending the card the page drew.
import { photoLimitProblem } from './card/photo-limits';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from the IHDR chunk; null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || SIGNATURE.some((b, i) => bytes[i] !== b)) return null;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Why Telegram would refuse these bytes as a photo (not a PNG, or past a limit), or null. */
export function photoProblem(bytes: Uint8Array): string | null {
  const size = pngSize(bytes);
  return size ? photoLimitProblem({ ...size, bytes: bytes.length }) : 'not_png';
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
