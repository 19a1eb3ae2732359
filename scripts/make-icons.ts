// Draws the toolbar/store icons (a white link on a teal rounded square) as PNGs, so no image tool is needed.
// Run with `npx tsx scripts/make-icons.ts`; the PNGs it writes are committed under public/icon/.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZES = [16, 32, 48, 96, 128];

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function coverage(size: number, x: number, y: number): [number, number] {
  // Returns [inside rounded square, inside white link glyph] for a pixel centre, in unit coordinates.
  const u = (x + 0.5) / size;
  const v = (y + 0.5) / size;
  const r = 0.22;
  const dx = Math.max(Math.abs(u - 0.5) - (0.5 - r), 0);
  const dy = Math.max(Math.abs(v - 0.5) - (0.5 - r), 0);
  const inSquare = Math.hypot(dx, dy) <= r ? 1 : 0;
  // Two interlocking rings along the diagonal.
  const ring = (cx: number, cy: number) => {
    const d = Math.hypot(u - cx, v - cy);
    return d <= 0.2 && d >= 0.2 - Math.max(0.075, 1.6 / size);
  };
  const inGlyph = ring(0.4, 0.6) || ring(0.6, 0.4) ? 1 : 0;
  return [inSquare, inGlyph];
}

for (const size of SIZES) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  const ss = 4; // supersampling per axis
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      let sq = 0;
      let gl = 0;
      for (let sy = 0; sy < ss; sy++)
        for (let sx = 0; sx < ss; sx++) {
          const [a, b] = coverage(size * ss, x * ss + sx, y * ss + sy);
          sq += a;
          gl += a && b ? 1 : 0;
        }
      const n = ss * ss;
      const g = gl / n;
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = Math.round(13 * (1 - g) + 255 * g);
      raw[o + 1] = Math.round(122 * (1 - g) + 255 * g);
      raw[o + 2] = Math.round(110 * (1 - g) + 255 * g);
      raw[o + 3] = Math.round((sq / n) * 255);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  writeFileSync(`public/icon/${size}.png`, png);
}
