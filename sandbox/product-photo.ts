// A product's photo as a merchant's page links it (og:image, the JSON-LD's image): a small RGB PNG, its colour from
// the product's name, made without a canvas.
import { crc32, deflateSync } from 'node:zlib';
import { hashSeed } from './random';

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A `size` x `size` photo: a coloured square on a light ground. */
export function productPhoto(name: string, size = 480): Buffer {
  const hue = hashSeed(name);
  const colour = [80 + (hue % 150), 80 + ((hue >> 8) % 150), 80 + ((hue >> 16) % 150)];
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const stride = size * 3 + 1;
  const rows = Buffer.alloc(stride * size, 0xf2);
  const edge = Math.floor(size / 6);
  for (let y = 0; y < size; y++) {
    rows[y * stride] = 0;
    if (y < edge || y >= size - edge) continue;
    for (let x = edge; x < size - edge; x++) rows.set(colour, y * stride + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
}
